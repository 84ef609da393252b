import { promoApi } from '../api/promo.api';
import { testRuntimeConfig } from '../config/test-runtime-config';
import { createAppStore } from './create-app-store';
import { promoCodeApplied, promoCodeCleared, selectPromoCode } from './referral.slice';

describe('createAppStore', () => {
  beforeEach(() => localStorage.clear());

  it('persists the referral promo code under referralPromoCode', () => {
    const store = createAppStore({ config: testRuntimeConfig });
    expect(selectPromoCode(store.getState())).toBeNull();
    store.dispatch(promoCodeApplied('  AMB-7K2Q  '));
    expect(selectPromoCode(store.getState())).toBe('AMB-7K2Q');
    expect(localStorage.getItem('referralPromoCode')).toBe('AMB-7K2Q');
    store.dispatch(promoCodeCleared());
    expect(localStorage.getItem('referralPromoCode')).toBeNull();
  });

  it('starts from the stored promo code', () => {
    localStorage.setItem('referralPromoCode', 'SAVED15');
    expect(selectPromoCode(createAppStore({ config: testRuntimeConfig }).getState())).toBe('SAVED15');
  });

  it('gives every store its own state', () => {
    const first = createAppStore({ config: testRuntimeConfig });
    const second = createAppStore({ config: testRuntimeConfig });
    first.dispatch(promoCodeApplied('ONLY-FIRST'));
    localStorage.clear();
    expect(selectPromoCode(second.getState())).toBeNull();
  });

  it('sends endpoint calls through the function invoker and keeps its errors', async () => {
    const calls: unknown[] = [];
    const store = createAppStore({
      config: testRuntimeConfig,
      invokeFunction: async <T>(name: string, body: unknown) => {
        calls.push({ name, body });
        if ((body as { code: string }).code === 'BAD15-2222222') {
          return { error: { status: 400, code: 'validation_failed', message: 'Введите промокод' } };
        }
        return { data: { valid: true, discount_percent: 15 } as T };
      },
    });
    const ok = await store.dispatch(
      promoApi.endpoints.checkPromoCode.initiate('AMB15-7K2QXWP', { subscribe: false }),
    );
    expect(ok.data).toEqual({ valid: true, discount_percent: 15 });
    const bad = await store.dispatch(
      promoApi.endpoints.checkPromoCode.initiate('BAD15-2222222', { subscribe: false }),
    );
    expect(bad.error).toEqual({ status: 400, code: 'validation_failed', message: 'Введите промокод' });
    expect(calls).toEqual([
      { name: 'check-promo-code', body: { code: 'AMB15-7K2QXWP' } },
      { name: 'check-promo-code', body: { code: 'BAD15-2222222' } },
    ]);
  });
});
