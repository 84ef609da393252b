import type { CheckPromoCodeResult } from '../schemas/check-promo-code.schema';
import { api } from './api';

/** Promo-code endpoints. */
export const promoApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkPromoCode: build.query<CheckPromoCodeResult, string>({
      query: (code) => ({ name: 'check-promo-code', body: { code } }),
    }),
  }),
});

export const { useCheckPromoCodeQuery } = promoApi;
