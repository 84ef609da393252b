import { testRuntimeConfig } from '../config/test-runtime-config';
import { createAppStore } from '../store/create-app-store';
import { ambassadorApi } from './ambassador.api';
import type { InvokeFunction } from './invoke-function';
import { leadsApi } from './leads.api';

describe('the api endpoints', () => {
  const calls: { name: string; body: unknown; headers?: Record<string, string> }[] = [];
  const invokeFunction = (async (name: string, body: unknown, headers?: Record<string, string>) => {
    calls.push({ name, body, ...(headers ? { headers } : {}) });
    return { data: { ok: name } };
  }) as InvokeFunction;
  const store = createAppStore({ config: testRuntimeConfig, invokeFunction });
  beforeEach(() => {
    calls.length = 0;
  });

  it('sends each call to its function with its body', async () => {
    await store.dispatch(
      leadsApi.endpoints.submitApplication.initiate({
        type: 'landing_consultation',
        name: 'Нодира',
        email: 'n@example.uz',
        phone: '+998 90 123 45 67',
        company: '',
        service: '',
        message: '',
        preferred_time: '',
        budget: '',
      }),
    );
    await store.dispatch(
      ambassadorApi.endpoints.registerAmbassador.initiate({
        name: 'Нодира',
        email: 'n@example.uz',
        phone: null,
      }),
    );
    await store.dispatch(ambassadorApi.endpoints.lookupAmbassador.initiate({ email: 'n@example.uz' }));
    await store.dispatch(ambassadorApi.endpoints.sendAmbassadorCode.initiate({ email: 'n@example.uz' }));
    await store.dispatch(
      ambassadorApi.endpoints.verifyAmbassadorCode.initiate({
        email: 'n@example.uz',
        code: '12345678',
        attempt: 'a'.repeat(43),
      }),
    );
    await store.dispatch(ambassadorApi.endpoints.referralInfo.initiate('r42', { subscribe: false }));
    expect(calls.map((call) => call.name)).toEqual([
      'submit-application',
      'register-ambassador-simple',
      'ambassador-lookup',
      'ambassador-send-code',
      'ambassador-verify',
      'referral-info',
    ]);
    expect(calls.at(-1)?.body).toEqual({ referral_id: 'r42' });
  });

  it('sends the dashboard token in its header, never in the body', async () => {
    await store.dispatch(ambassadorApi.endpoints.ambassadorMe.initiate('tok-1', { subscribe: false }));
    await store.dispatch(ambassadorApi.endpoints.ambassadorReferrals.initiate('tok-1', { subscribe: false }));
    await store.dispatch(ambassadorApi.endpoints.logoutAmbassador.initiate('tok-1'));
    expect(calls).toEqual([
      { name: 'ambassador-me', body: {}, headers: { 'x-ambassador-token': 'tok-1' } },
      { name: 'ambassador-referrals', body: {}, headers: { 'x-ambassador-token': 'tok-1' } },
      { name: 'ambassador-logout', body: {}, headers: { 'x-ambassador-token': 'tok-1' } },
    ]);
  });
});
