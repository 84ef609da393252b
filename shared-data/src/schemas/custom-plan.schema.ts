import { budgetOptions, customPlanMeetingFormatOptions, experienceOptions } from 'shared-data/catalog';
import { customPlanChecklist } from 'shared-data/configurators';
import { type InferType, object } from 'yup';
import {
  companyContactFields,
  consultationDateField,
  fieldMessages,
  freeText,
  optionField,
  optionListField,
  promoCodeField,
  requiredCompanyActivityField,
  requiredOptionField,
} from './fields';

/** The custom-tariff request ("Конструктор индивидуального тарифа"); `selectedServices` are checklist values. */
export const customPlanSchema = object({
  ...companyContactFields(),
  companyActivity: requiredCompanyActivityField(),
  experienceYears: optionField(experienceOptions),
  budget: optionField(budgetOptions),
  personalInfo: freeText('Информация о вас'),
  selectedServices: optionListField(customPlanChecklist),
  meetingFormat: requiredOptionField(customPlanMeetingFormatOptions, fieldMessages.meetingFormatRequired),
  consultationDate: consultationDateField(),
  promoCode: promoCodeField(),
  comments: freeText('Комментарий'),
});

export type CustomPlanValues = InferType<typeof customPlanSchema>;
