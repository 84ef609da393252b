import { promoCodeLimits } from 'shared-data/fields';
import { type InferType, object, string } from 'yup';
import type { SchemaTexts } from './fields';

/** Body of `check-promo-code` in the language of `texts`: the code a buyer typed. */
export const checkPromoCodeSchemaIn = ({ promoCode }: SchemaTexts) =>
  object({
    code: string().trim().required(promoCode.required).max(promoCodeLimits.maxLength, promoCode.tooLong),
  });

export type CheckPromoCodeInput = InferType<ReturnType<typeof checkPromoCodeSchemaIn>>;

export interface CheckPromoCodeResult {
  valid: boolean;
  discount_percent: number;
}
