import { budgetOptions, customPlanMeetingFormatOptions, experienceOptions } from 'shared-data/catalog';
import { customPlanChecklist } from 'shared-data/configurators';
import { type InferType, object } from 'yup';
import {
  companyField,
  consultationDateField,
  emailField,
  fieldMessages,
  freeText,
  nameField,
  optionField,
  optionListField,
  phoneField,
  promoCodeField,
  requiredCompanyActivityField,
  requiredOptionField,
} from './fields';

/** The custom-tariff request ("Конструктор индивидуального тарифа"); `selectedServices` are checklist values. */
export const customPlanSchema = object({
  name: nameField(),
  email: emailField(),
  phone: phoneField(),
  company: companyField(),
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
