import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { referralTerms } from 'shared-data/catalog';

export interface ReferralState {
  promoCode: string | null;
}

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

/** The referral promo code a visitor brought with them; persisted under `referralPromoCode`. */
export const referralSlice = createSlice({
  name: 'referral',
  initialState: (): ReferralState => ({ promoCode: readStoredPromoCode() }),
  reducers: {
    promoCodeApplied(state, action: PayloadAction<string>) {
      const code = action.payload.trim();
      state.promoCode = code ? code : null;
    },
    promoCodeCleared(state) {
      state.promoCode = null;
    },
  },
  selectors: {
    selectPromoCode: (state) => state.promoCode,
  },
});

export const { promoCodeApplied, promoCodeCleared } = referralSlice.actions;
export const { selectPromoCode } = referralSlice.selectors;
