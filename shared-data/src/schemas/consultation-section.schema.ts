import { budgetOptions, consultationMeetingFormatOptions, experienceOptions } from 'shared-data/catalog';
import { type InferType, object } from 'yup';
import {
  companyActivityField,
  companyField,
  consultationDateField,
  emailField,
  freeText,
  nameField,
  optionField,
  phoneField,
} from './fields';

/** The consultation form section (anchor `contact-form`). */
export const consultationSectionSchema = object({
  name: nameField(),
  email: emailField(),
  phone: phoneField(),
  company: companyField(),
  consultationDate: consultationDateField(),
  meetingFormat: optionField(consultationMeetingFormatOptions),
  budget: optionField(budgetOptions),
  companyActivity: companyActivityField(),
  experienceYears: optionField(experienceOptions),
  personalInfo: freeText('Информация о вас'),
  comments: freeText('Комментарий'),
});

export type ConsultationSectionValues = InferType<typeof consultationSectionSchema>;
