import { promoCodePattern } from 'shared-data/site';
import type { CheckPromoCodeResult } from '../schemas/check-promo-code.schema';
import { api } from './api';

/** Promo-code endpoints. */
export const promoApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Asks `check-promo-code` about a text shaped like a promo code; any other text is no code, without a call. */
    checkPromoCode: build.query<CheckPromoCodeResult, string>({
      queryFn: async (code, _api, _extra, baseQuery) => {
        if (!promoCodePattern.test(code.trim())) return { data: { valid: false, discount_percent: 0 } };
        const result = await baseQuery({ name: 'check-promo-code', body: { code } });
        return result.error ? { error: result.error } : { data: result.data as CheckPromoCodeResult };
      },
    }),
  }),
});

export const { useCheckPromoCodeQuery } = promoApi;
