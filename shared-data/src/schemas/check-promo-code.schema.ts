import { type InferType, object, string } from 'yup';

export const promoCodeLimits = { maxLength: 40 } as const;

/**
 * What an ambassador's promo code looks like: a first name in Latin letters, the discount `15`, and random
 * characters without look-alikes — `LOLA15-7KQ3XWP`, or the first format `LOLA15K7`. A typed text that does not
 * look like one is no code, so the site does not ask the server (a half-typed code would count as a wrong guess).
 */
export const promoCodePattern = /^[A-Z]{2,8}15(?:[2-9A-HJKMNP-Z]{2,}|-[2-9A-HJKMNP-Z]{7,})$/i;

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
