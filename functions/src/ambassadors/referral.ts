import { getFirstnameGender, inclineFirstname } from 'lvovich';
import { referralPath } from 'shared-data/core';
import { randomString } from '../sign-in/random';

/** Crockford's base32 in lower case: URL-safe, no i/l/o/u. */
const base32Alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
const referralIdLength = 10;

/** A referral id: 10 base32 characters, 50 random bits. */
export const generateReferralId = (): string => randomString(base32Alphabet, referralIdLength);

/** The link an ambassador shares: the referral landing with the promo code filled in. */
export const referralLink = (siteUrl: string, referralId: string, promoCode: string): string =>
  `${siteUrl}${referralPath(referralId)}?code=${encodeURIComponent(promoCode)}`;

/** What the public may see of an ambassador's name: the first word. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** Uzbek and Russian first names without a known gender that end in a consonant are mostly men's (Бахтиёр). */
const endsInConsonant = /[бвгджзйклмнпрстфхцчшщ]$/i;

/**
 * A first name in the genitive, for "от Лолы", "от Азиза": declined when it is written in Cyrillic, as it is in
 * Latin letters otherwise (Uzbek Latin names are not declined in Russian text).
 */
export function firstNameGenitive(name: string): string {
  if (!/^[а-яё-]+$/i.test(name)) return name;
  const gender = getFirstnameGender(name) ?? (endsInConsonant.test(name) ? 'male' : null);
  return inclineFirstname(name, 'genitive', gender) || name;
}
