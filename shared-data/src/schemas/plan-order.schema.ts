import { findOrderableOffer } from 'shared-data/catalog';
import { type InferType, object } from 'yup';
import { contactFields, fieldMessages, freeText, promoCodeField, text } from './fields';

/** The ordered tariff or pack by name, given back in its catalog spelling; constructors are not orderable. */
const planNameField = () =>
  text()
    .required(fieldMessages.planRequired)
    .transform((value: unknown) =>
      typeof value === 'string' ? (findOrderableOffer(value)?.name ?? value) : value,
    )
    .test('orderable-plan', fieldMessages.planUnknown, (value) => findOrderableOffer(value) !== undefined);

/** The plan order form: contacts, comments, an optional promo code and the chosen tariff or pack. */
export const planOrderSchema = object({
  ...contactFields(),
  comments: freeText('Комментарий'),
  promoCode: promoCodeField(),
  planName: planNameField(),
});

export type PlanOrderValues = InferType<typeof planOrderSchema>;
