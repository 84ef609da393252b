import { referralPath } from 'shared-data/core';
import { randomString } from './random';

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
