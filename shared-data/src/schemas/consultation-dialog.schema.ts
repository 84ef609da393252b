import { landingBudgetOptions, landingServiceOptions, preferredTimeOptions } from 'shared-data/catalog';
import { type InferType, object } from 'yup';
import { companyField, emailField, freeText, nameField, optionField, phoneField } from './fields';

/** The consultation dialog of the landing page. */
export const consultationDialogSchema = object({
  name: nameField(),
  email: emailField(),
  phone: phoneField(),
  company: companyField(),
  service: optionField(landingServiceOptions),
  message: freeText('Сообщение'),
  preferredTime: optionField(preferredTimeOptions),
  budget: optionField(landingBudgetOptions),
});

export type ConsultationDialogValues = InferType<typeof consultationDialogSchema>;
