import { promoCodeLimits, sharedDataRu as ru } from 'shared-data/fields';
import { type InferType, object, string } from 'yup';
import type { SchemaTexts } from './fields';

/** Body of `check-promo-code` in the language of `texts`: the code a buyer typed. */
export const checkPromoCodeSchemaIn = ({ promoCode }: SchemaTexts) =>
  object({
    code: string().trim().required(promoCode.required).max(promoCodeLimits.maxLength, promoCode.tooLong),
  });

/** Body of `check-promo-code`, its messages in Russian (`schemasFor(language)` gives them in another). */
export const checkPromoCodeSchema = checkPromoCodeSchemaIn(ru);

export type CheckPromoCodeInput = InferType<typeof checkPromoCodeSchema>;

export interface CheckPromoCodeResult {
  valid: boolean;
  discount_percent: number;
}
