import { digitalMeetingFormatValues, experienceValues } from 'shared-data/catalog';
import { digitalConstructorBounds, digitalConstructorItemFacts } from 'shared-data/configurators';
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
    experienceYears: optionField(fields, experienceValues),
    personalInfo: freeText(fields, 'projectDescription'),
    meetingFormat: optionField(fields, digitalMeetingFormatValues),
    consultationDate: consultationDateField(fields),
    comments: freeText(fields, 'comments'),
    selection: selectionField(texts, digitalConstructorItemFacts, digitalConstructorBounds),
  });
};

export type DigitalConstructorValues = InferType<ReturnType<typeof digitalConstructorSchemaIn>>;
