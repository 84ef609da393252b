import { budgetValues, customPlanMeetingFormatValues, experienceValues } from 'shared-data/catalog';
import { customPlanChecklistValues } from 'shared-data/configurators';
import { type InferType, object } from 'yup';
import {
  companyContactFields,
  consultationDateField,
  freeText,
  optionField,
  optionListField,
  promoCodeField,
  requiredCompanyActivityField,
  requiredOptionField,
  type SchemaTexts,
} from './fields';

/**
 * The custom-tariff request ("Конструктор индивидуального тарифа") in the language of `texts`; `selectedServices`
 * are checklist values.
 */
export const customPlanSchemaIn = ({ fields }: SchemaTexts) =>
  object({
    ...companyContactFields(fields),
    companyActivity: requiredCompanyActivityField(fields),
    experienceYears: optionField(fields, experienceValues),
    budget: optionField(fields, budgetValues),
    personalInfo: freeText(fields, 'personalInfo'),
    selectedServices: optionListField(fields, customPlanChecklistValues),
    meetingFormat: requiredOptionField(fields, customPlanMeetingFormatValues, fields.meetingFormatRequired),
    consultationDate: consultationDateField(fields),
    promoCode: promoCodeField(fields),
    comments: freeText(fields, 'comments'),
  });

export type CustomPlanValues = InferType<ReturnType<typeof customPlanSchemaIn>>;
