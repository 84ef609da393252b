import { customPlanMeetingFormatValues, experienceValues } from 'shared-data/catalog';
import { marketingCalculatorBounds, marketingCalculatorServiceFacts } from 'shared-data/configurators';
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
    experienceYears: optionField(fields, experienceValues),
    personalInfo: freeText(fields, 'personalInfo'),
    meetingFormat: requiredOptionField(fields, customPlanMeetingFormatValues, fields.meetingFormatRequired),
    consultationDate: consultationDateField(fields),
    selection: selectionField(texts, marketingCalculatorServiceFacts, marketingCalculatorBounds),
  });
};

export type CalculatorValues = InferType<ReturnType<typeof calculatorSchemaIn>>;
