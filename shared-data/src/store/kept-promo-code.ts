import { referralTerms } from '../catalog/referral';

/*
 * The referral promo code as this browser keeps it, without the store: the shell keeps a linked code at start, and a
 * part that shows the code only loads the store when there is one.
 */

const storageKey = referralTerms.promoCodeStorageKey;

/** The promo code remembered in this browser (local storage), or null. */
export function readStoredPromoCode(): string | null {
  try {
    const value = globalThis.localStorage?.getItem(storageKey)?.trim();
    return value ? value : null;
  } catch {
    return null;
  }
}

/** Writes the promo code to local storage; storage may be unavailable (private mode), which is not an error. */
export function storePromoCode(code: string | null): void {
  try {
    if (code) globalThis.localStorage?.setItem(storageKey, code);
    else globalThis.localStorage?.removeItem(storageKey);
  } catch {
    // The code still lives in the store for this visit.
  }
}
