import { digitalServiceTitles, marketingServiceTitles } from 'shared-data/catalog';
import { type InferType, object } from 'yup';
import { companyContactFields, freeText, requiredChoice, type SchemaTexts } from './fields';

/**
 * Services a service order may name: the 12 development services, then the marketing services, by their Russian
 * titles on every page (the team's inbox reads them).
 */
export const orderableServiceNames: readonly string[] = [
  ...Object.values(digitalServiceTitles),
  ...Object.values(marketingServiceTitles),
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

export type ServiceOrderValues = InferType<ReturnType<typeof serviceOrderSchemaIn>>;
