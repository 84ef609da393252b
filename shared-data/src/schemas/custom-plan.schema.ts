import { budgetOptions, customPlanMeetingFormatOptions, experienceOptions } from 'shared-data/catalog';
import { customPlanChecklist } from 'shared-data/configurators';
import { sharedDataRu as ru } from 'shared-data/fields';
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
    experienceYears: optionField(fields, experienceOptions),
    budget: optionField(fields, budgetOptions),
    personalInfo: freeText(fields, 'personalInfo'),
    selectedServices: optionListField(fields, customPlanChecklist),
    meetingFormat: requiredOptionField(fields, customPlanMeetingFormatOptions, fields.meetingFormatRequired),
    consultationDate: consultationDateField(fields),
    promoCode: promoCodeField(fields),
    comments: freeText(fields, 'comments'),
  });

/** The custom-tariff request, in Russian (`schemasFor(language)` gives it in the page's language). */
export const customPlanSchema = customPlanSchemaIn(ru);

export type CustomPlanValues = InferType<typeof customPlanSchema>;
