import { AsYouType, type CountryCode, parsePhoneNumber } from 'libphonenumber-js/min';

/** The country a number typed without its code belongs to. */
export const defaultPhoneCountry: CountryCode = 'UZ';

const separators = /[\s\-().\u200b-\u200d\u2060\ufeff]/g;

/**
 * Uzbekistan dialled its long-distance calls with a leading 8 until 2021 and people still type it ("8 90 123 45 67");
 * the numbering plan no longer knows that prefix, so it is read here as the country code.
 */
const oldTrunkPrefix = /^8(\d{9})$/;

/** The number without separators (any space, including no-break and zero-width ones), the old 8 read as +998. */
const compact = (input: string) => {
  const bare = input.replace(separators, '');
  const match = oldTrunkPrefix.exec(bare);
  return match ? `+998${match[1]}` : bare;
};

/**
 * The number a person typed, in E.164 (`+998901234567`), or `null` when it is no possible number: Uzbek numbers may
 * be typed with or without `+998`, `998` or the old `8`, with spaces, dashes, dots and brackets; numbers of other
 * countries need their `+` code. Letters, extensions and anything around the number make it `null`.
 */
export function parsePhone(input: string): string | null {
  let parsed: ReturnType<typeof parsePhoneNumber> | undefined;
  try {
    parsed = parsePhoneNumber(compact(input), {
      defaultCountry: defaultPhoneCountry,
      extract: false,
    });
  } catch {
    return null;
  }
  return parsed?.isValid() && !parsed.ext ? parsed.number : null;
}

/** A stored number as people read it (`+998 90 123 45 67`); what does not parse comes back unchanged. */
export function displayPhone(stored: string): string {
  const e164 = parsePhone(stored);
  return e164 ? parsePhoneNumber(e164).formatInternational() : stored;
}

/** The `tel:` link of a stored number, or `null` when it does not parse. */
export function callHref(stored: string): string | null {
  const e164 = parsePhone(stored);
  return e164 ? `tel:${e164}` : null;
}

/**
 * What a phone field shows while the person types: the digits so far grouped as the number will be (`90 123 45 67`,
 * `+998 90 123`). Text it cannot group (letters, a pasted sentence) is left as typed, for the rule to judge.
 */
export function formatPhoneAsTyped(input: string): string {
  if (/[^\d\s\-().+]/.test(input)) return input;
  const digits = input.replace(/\D/g, '');
  if (digits === '') return input;
  const group = (typed: string) => new AsYouType(defaultPhoneCountry).input(typed);
  if (input.trim().startsWith('+')) return group(`+${digits}`);
  // Ten digits after an 8, or an 8 set apart, is the old prefix; twelve after 998 carry the country code.
  if (digits.startsWith('8') && (digits.length === 10 || /^\s*8[\s\-(.]/.test(input))) {
    return `8 ${group(digits.slice(1))}`;
  }
  if (digits.startsWith('998') && digits.length > 9) return group(`+${digits}`);
  return group(digits);
}
