import { findOrderableOffer } from 'shared-data/catalog';
import { type InferType, object } from 'yup';
import { contactFields, freeText, promoCodeField, type SchemaTexts, text } from './fields';

/** The ordered tariff or pack by name, given back in its catalog spelling; constructors are not orderable. */
const planNameField = ({ fields }: SchemaTexts) =>
  text(fields)
    .required(fields.planRequired)
    .transform((value: unknown) =>
      typeof value === 'string' ? (findOrderableOffer(value)?.name ?? value) : value,
    )
    .test('orderable-plan', fields.planUnknown, (value) => findOrderableOffer(value) !== undefined);

/** The plan order form in the language of `texts`: contacts, comments, an optional promo code and the chosen tariff or pack. */
export const planOrderSchemaIn = (texts: SchemaTexts) =>
  object({
    ...contactFields(texts.fields),
    comments: freeText(texts.fields, 'comments'),
    promoCode: promoCodeField(texts.fields),
    planName: planNameField(texts),
  });

export type PlanOrderValues = InferType<ReturnType<typeof planOrderSchemaIn>>;
