import { digitalMeetingFormatOptions, experienceOptions } from 'shared-data/catalog';
import { digitalConstructorBounds, digitalConstructorItems } from 'shared-data/configurators';
import { type InferType, object } from 'yup';
import {
  companyActivityField,
  companyContactFields,
  consultationDateField,
  freeText,
  optionField,
  selectionField,
} from './fields';

/** The digital project constructor: contacts, the project and its modules with quantities. */
export const digitalConstructorSchema = object({
  ...companyContactFields(),
  companyActivity: companyActivityField(),
  experienceYears: optionField(experienceOptions),
  personalInfo: freeText('Описание проекта'),
  meetingFormat: optionField(digitalMeetingFormatOptions),
  consultationDate: consultationDateField(),
  comments: freeText('Комментарий'),
  selection: selectionField(digitalConstructorItems, digitalConstructorBounds),
});

export type DigitalConstructorValues = InferType<typeof digitalConstructorSchema>;
