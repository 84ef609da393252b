import { landingBudgetOptions, landingServiceOptions, preferredTimeOptions } from 'shared-data/catalog';
import { type InferType, object } from 'yup';
import { companyContactFields, freeText, optionField } from './fields';

/** The consultation dialog of the landing page. */
export const consultationDialogSchema = object({
  ...companyContactFields(),
  service: optionField(landingServiceOptions),
  message: freeText('Сообщение'),
  preferredTime: optionField(preferredTimeOptions),
  budget: optionField(landingBudgetOptions),
});

export type ConsultationDialogValues = InferType<typeof consultationDialogSchema>;
