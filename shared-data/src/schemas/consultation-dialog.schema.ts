import { landingBudgetOptions, landingServiceOptions, preferredTimeOptions } from 'shared-data/catalog';
import { sharedDataRu as ru } from 'shared-data/fields';
import { type InferType, object } from 'yup';
import { companyContactFields, freeText, optionField, type SchemaTexts } from './fields';

/** The consultation dialog of the landing page, in the language of `texts`. */
export const consultationDialogSchemaIn = ({ fields }: SchemaTexts) =>
  object({
    ...companyContactFields(fields),
    service: optionField(fields, landingServiceOptions),
    message: freeText(fields, 'message'),
    preferredTime: optionField(fields, preferredTimeOptions),
    budget: optionField(fields, landingBudgetOptions),
  });

/** The consultation dialog of the landing page, in Russian (`schemasFor(language)` gives it in the page's language). */
export const consultationDialogSchema = consultationDialogSchemaIn(ru);

export type ConsultationDialogValues = InferType<typeof consultationDialogSchema>;
