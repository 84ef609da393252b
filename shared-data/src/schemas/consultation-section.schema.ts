import { budgetValues, consultationMeetingFormatValues, experienceValues } from 'shared-data/catalog';
import { type InferType, object } from 'yup';
import {
  companyActivityField,
  companyContactFields,
  consultationDateField,
  freeText,
  optionField,
  type SchemaTexts,
} from './fields';

/** The consultation form section (anchor `contact-form`), in the language of `texts`. */
export const consultationSectionSchemaIn = ({ fields }: SchemaTexts) =>
  object({
    ...companyContactFields(fields),
    consultationDate: consultationDateField(fields),
    meetingFormat: optionField(fields, consultationMeetingFormatValues),
    budget: optionField(fields, budgetValues),
    companyActivity: companyActivityField(fields),
    experienceYears: optionField(fields, experienceValues),
    personalInfo: freeText(fields, 'personalInfo'),
    comments: freeText(fields, 'comments'),
  });

export type ConsultationSectionValues = InferType<ReturnType<typeof consultationSectionSchemaIn>>;
