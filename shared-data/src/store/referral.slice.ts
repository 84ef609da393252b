import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredPromoCode } from 'shared-data/site';

export interface ReferralState {
  promoCode: string | null;
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
