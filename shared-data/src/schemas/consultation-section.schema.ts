import { budgetOptions, consultationMeetingFormatOptions, experienceOptions } from 'shared-data/catalog';
import { type InferType, object } from 'yup';
import {
  companyActivityField,
  companyContactFields,
  consultationDateField,
  freeText,
  optionField,
} from './fields';

/** The consultation form section (anchor `contact-form`). */
export const consultationSectionSchema = object({
  ...companyContactFields(),
  consultationDate: consultationDateField(),
  meetingFormat: optionField(consultationMeetingFormatOptions),
  budget: optionField(budgetOptions),
  companyActivity: companyActivityField(),
  experienceYears: optionField(experienceOptions),
  personalInfo: freeText('Информация о вас'),
  comments: freeText('Комментарий'),
});

export type ConsultationSectionValues = InferType<typeof consultationSectionSchema>;
