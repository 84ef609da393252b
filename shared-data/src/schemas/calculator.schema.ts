import { customPlanMeetingFormatOptions, experienceOptions } from 'shared-data/catalog';
import { marketingCalculatorBounds, marketingCalculatorServices } from 'shared-data/configurators';
import { sharedDataRu as ru } from 'shared-data/fields';
import { type InferType, object } from 'yup';
import {
  companyContactFields,
  consultationDateField,
  freeText,
  optionField,
  requiredCompanyActivityField,
  requiredOptionField,
  type SchemaTexts,
  selectionField,
} from './fields';

/**
 * The CONSTRUCTOR tariff calculator in the language of `texts`: the custom request's contacts plus services with
 * quantities.
 */
export const calculatorSchemaIn = (texts: SchemaTexts) => {
  const { fields } = texts;
  return object({
    ...companyContactFields(fields),
    companyActivity: requiredCompanyActivityField(fields),
    experienceYears: optionField(fields, experienceOptions),
    personalInfo: freeText(fields, 'personalInfo'),
    meetingFormat: requiredOptionField(fields, customPlanMeetingFormatOptions, fields.meetingFormatRequired),
    consultationDate: consultationDateField(fields),
    selection: selectionField(texts, marketingCalculatorServices, marketingCalculatorBounds),
  });
};

/** The CONSTRUCTOR tariff calculator, in Russian (`schemasFor(language)` gives it in the page's language). */
export const calculatorSchema = calculatorSchemaIn(ru);

export type CalculatorValues = InferType<typeof calculatorSchema>;
