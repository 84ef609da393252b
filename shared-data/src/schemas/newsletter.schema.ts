import { sharedDataRu as ru } from 'shared-data/fields';
import { type InferType, object } from 'yup';
import { emailField, type SchemaTexts } from './fields';

/** The blog's newsletter box in the language of `texts`: one e-mail address. */
export const newsletterSchemaIn = ({ fields }: SchemaTexts) =>
  object({
    email: emailField(fields),
  });

/** The blog's newsletter box, in Russian (`schemasFor(language)` gives it in the page's language). */
export const newsletterSchema = newsletterSchemaIn(ru);

export type NewsletterValues = InferType<typeof newsletterSchema>;
