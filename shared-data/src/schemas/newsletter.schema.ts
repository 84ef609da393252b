import { type InferType, object } from 'yup';
import { emailField, type SchemaTexts } from './fields';

/** The blog's newsletter box in the language of `texts`: one e-mail address. */
export const newsletterSchemaIn = ({ fields }: SchemaTexts) =>
  object({
    email: emailField(fields),
  });

export type NewsletterValues = InferType<ReturnType<typeof newsletterSchemaIn>>;
