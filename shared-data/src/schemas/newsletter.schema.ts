import { type InferType, object } from 'yup';
import { emailField } from './fields';

/** The blog's newsletter box: one e-mail address. */
export const newsletterSchema = object({
  email: emailField(),
});

export type NewsletterValues = InferType<typeof newsletterSchema>;
