/**
 * The limits of the form fields and the phone's placeholder: plain values, the same in every language. Kept apart
 * from the messages (`texts/forms.ru.ts`, `texts/forms.uz.ts`), which are written with them.
 */

export const promoCodeLimits = { maxLength: 40 } as const;

/** Maximum lengths of the form fields, in characters. */
export const fieldLimits = {
  name: 100,
  email: 254,
  phone: 32,
  company: 150,
  companyActivity: 200,
  text: 2000,
  promoCode: promoCodeLimits.maxLength,
  service: 150,
  idempotencyKey: 100,
  honeypot: 500,
  /** How far ahead a consultation can be booked. */
  consultationDaysAhead: 365,
} as const;

/** Placeholder of every phone input. */
export const phonePlaceholder = '+998 90 123 45 67';

/** Limits of the ambassador forms and calls. */
export const ambassadorLimits = {
  nameMaxLength: 100,
  emailMaxLength: 254,
  codeLength: 8,
  /** A sign-in attempt's key, as `*-send-code` hands it out (32 random bytes, base64url). */
  attemptLength: 43,
  referralIdMaxLength: 64,
} as const;
