import { digitalServices, marketingServices } from 'shared-data/catalog';
import { type InferType, object } from 'yup';
import { companyContactFields, fieldMessages, freeText, requiredChoice } from './fields';

/** Services a service order may name: the 12 development services, then the marketing services (titles). */
export const orderableServiceNames: readonly string[] = [
  ...digitalServices.map((service) => service.title),
  ...marketingServices.map((service) => service.title),
];

/** The service order dialog; `service` is the title of the service the dialog was opened for. */
export const serviceOrderSchema = object({
  ...companyContactFields(),
  message: freeText('Сообщение'),
  service: requiredChoice(fieldMessages.serviceRequired).oneOf(
    [...orderableServiceNames],
    fieldMessages.serviceUnknown,
  ),
});

export type ServiceOrderValues = InferType<typeof serviceOrderSchema>;
