import { referralTerms } from 'shared-data/core';
import { randomString } from '../sign-in/random';

/** Cyrillic (Russian and Uzbek) to Latin, as in passports. */
const cyrillicToLatin: Readonly<Record<string, string>> = {
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'G',
  Ғ: 'G',
  Д: 'D',
  Е: 'E',
  Ё: 'YO',
  Ж: 'ZH',
  З: 'Z',
  И: 'I',
  Й: 'Y',
  К: 'K',
  Қ: 'Q',
  Л: 'L',
  М: 'M',
  Н: 'N',
  О: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Т: 'T',
  У: 'U',
  Ў: 'O',
  Ф: 'F',
  Х: 'KH',
  Ҳ: 'H',
  Ц: 'TS',
  Ч: 'CH',
  Ш: 'SH',
  Щ: 'SHCH',
  Ъ: '',
  Ы: 'Y',
  Ь: '',
  Э: 'E',
  Ю: 'YU',
  Я: 'YA',
};

/** Digits and capitals that cannot be misread for one another (no 0/O, 1/I/L). */
export const unambiguousAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const prefixMaxLength = 8;
const fallbackPrefix = 'AMB';
/** Random characters of a new code: 31^7 ≈ 2^34.7 draws, so a code cannot be guessed by trying. */
export const promoSuffixLength = 7;
const attemptsPerSuffixLength = 5;

/** The first word of a name, in upper-case Latin letters only (`Лола Юсупова` → `LOLA`). */
export function latinFirstName(name: string): string {
  const [first = ''] = name.trim().split(/\s+/);
  return Array.from(first.toUpperCase(), (char) => cyrillicToLatin[char] ?? char)
    .join('')
    .normalize('NFKD')
    .replace(/[^A-Z]/g, '');
}

/**
 * A promo code an ambassador can dictate: first name in Latin, the buyer's discount, a hyphen and random
 * characters without look-alikes, e.g. `LOLA15-7KQ3XWP`. Each batch of attempts adds a random character, so
 * retries after collisions converge.
 */
export function generatePromoCode(name: string, attempt = 0): string {
  const latin = latinFirstName(name).slice(0, prefixMaxLength);
  const prefix = latin.length >= 2 ? latin : fallbackPrefix;
  const length = promoSuffixLength + Math.floor(attempt / attemptsPerSuffixLength);
  return `${prefix}${referralTerms.buyerDiscountPercent}-${randomString(unambiguousAlphabet, length)}`;
}
