import { digitalMeetingFormatOptions, experienceOptions } from 'shared-data/catalog';
import { digitalConstructorBounds, digitalConstructorItems } from 'shared-data/configurators';
import { sharedDataRu as ru } from 'shared-data/fields';
import { type InferType, object } from 'yup';
import {
  companyActivityField,
  companyContactFields,
  consultationDateField,
  freeText,
  optionField,
  type SchemaTexts,
  selectionField,
} from './fields';

/**
 * The digital project constructor in the language of `texts`: contacts, the project and its modules with
 * quantities.
 */
export const digitalConstructorSchemaIn = (texts: SchemaTexts) => {
  const { fields } = texts;
  return object({
    ...companyContactFields(fields),
    companyActivity: companyActivityField(fields),
    experienceYears: optionField(fields, experienceOptions),
    personalInfo: freeText(fields, 'projectDescription'),
    meetingFormat: optionField(fields, digitalMeetingFormatOptions),
    consultationDate: consultationDateField(fields),
    comments: freeText(fields, 'comments'),
    selection: selectionField(texts, digitalConstructorItems, digitalConstructorBounds),
  });
};

/** The digital project constructor, in Russian (`schemasFor(language)` gives it in the page's language). */
export const digitalConstructorSchema = digitalConstructorSchemaIn(ru);

export type DigitalConstructorValues = InferType<typeof digitalConstructorSchema>;
