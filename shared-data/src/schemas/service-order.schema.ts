import { digitalServices, marketingServices } from 'shared-data/catalog';
import { sharedDataRu as ru } from 'shared-data/fields';
import { type InferType, object } from 'yup';
import { companyContactFields, freeText, requiredChoice, type SchemaTexts } from './fields';

/** Services a service order may name: the 12 development services, then the marketing services (titles). */
export const orderableServiceNames: readonly string[] = [
  ...digitalServices.map((service) => service.title),
  ...marketingServices.map((service) => service.title),
];

/** The service order dialog in the language of `texts`; `service` is the title of the service the dialog was opened for. */
export const serviceOrderSchemaIn = ({ fields }: SchemaTexts) =>
  object({
    ...companyContactFields(fields),
    message: freeText(fields, 'message'),
    service: requiredChoice(fields, fields.serviceRequired).oneOf(
      [...orderableServiceNames],
      fields.serviceUnknown,
    ),
  });

/** The service order dialog, in Russian (`schemasFor(language)` gives it in the page's language). */
export const serviceOrderSchema = serviceOrderSchemaIn(ru);

export type ServiceOrderValues = InferType<typeof serviceOrderSchema>;
