import { customPlanMeetingFormatOptions, experienceOptions } from 'shared-data/catalog';
import { marketingCalculatorBounds, marketingCalculatorServices } from 'shared-data/configurators';
import { type InferType, object } from 'yup';
import {
  companyContactFields,
  consultationDateField,
  fieldMessages,
  freeText,
  optionField,
  requiredCompanyActivityField,
  requiredOptionField,
  selectionField,
} from './fields';

/** The CONSTRUCTOR tariff calculator: the custom request's contacts plus services with quantities. */
export const calculatorSchema = object({
  ...companyContactFields(),
  companyActivity: requiredCompanyActivityField(),
  experienceYears: optionField(experienceOptions),
  personalInfo: freeText('Информация о вас'),
  meetingFormat: requiredOptionField(customPlanMeetingFormatOptions, fieldMessages.meetingFormatRequired),
  consultationDate: consultationDateField(),
  selection: selectionField(marketingCalculatorServices, marketingCalculatorBounds),
});

export type CalculatorValues = InferType<typeof calculatorSchema>;
