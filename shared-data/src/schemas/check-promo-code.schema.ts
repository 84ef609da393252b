import { promoCodeLimits } from 'shared-data/fields';
import { type InferType, object, string } from 'yup';

/** Body of `check-promo-code`: the code a buyer typed. */
export const checkPromoCodeSchema = object({
  code: string()
    .trim()
    .required('Введите промокод')
    .max(promoCodeLimits.maxLength, `Промокод не длиннее ${promoCodeLimits.maxLength} символов`),
});

export type CheckPromoCodeInput = InferType<typeof checkPromoCodeSchema>;

export interface CheckPromoCodeResult {
  valid: boolean;
  discount_percent: number;
}
