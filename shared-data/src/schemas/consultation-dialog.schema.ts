import { landingBudgetValues, landingServiceValues, preferredTimeValues } from 'shared-data/catalog';
import { type InferType, object } from 'yup';
import { companyContactFields, freeText, optionField, type SchemaTexts } from './fields';

/** The consultation dialog of the landing page, in the language of `texts`. */
export const consultationDialogSchemaIn = ({ fields }: SchemaTexts) =>
  object({
    ...companyContactFields(fields),
    service: optionField(fields, landingServiceValues),
    message: freeText(fields, 'message'),
    preferredTime: optionField(fields, preferredTimeValues),
    budget: optionField(fields, landingBudgetValues),
  });

export type ConsultationDialogValues = InferType<ReturnType<typeof consultationDialogSchemaIn>>;
