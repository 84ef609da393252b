import { budgetOptions, consultationMeetingFormatOptions, experienceOptions } from 'shared-data/catalog';
import { sharedDataRu as ru } from 'shared-data/fields';
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
    meetingFormat: optionField(fields, consultationMeetingFormatOptions),
    budget: optionField(fields, budgetOptions),
    companyActivity: companyActivityField(fields),
    experienceYears: optionField(fields, experienceOptions),
    personalInfo: freeText(fields, 'personalInfo'),
    comments: freeText(fields, 'comments'),
  });

/** The consultation form section, in Russian (`schemasFor(language)` gives it in the page's language). */
export const consultationSectionSchema = consultationSectionSchemaIn(ru);

export type ConsultationSectionValues = InferType<typeof consultationSectionSchema>;
