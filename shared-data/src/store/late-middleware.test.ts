import type { Middleware } from '@reduxjs/toolkit';
import { testRuntimeConfig } from '../config/test-runtime-config';
import { createAppStore } from './create-app-store';
import { addLateMiddleware } from './late-middleware';
import { promoCodeApplied } from './referral.slice';

describe('late middleware', () => {
  it('reaches a store made before it arrived and one made after, once each', () => {
    const seen: string[] = [];
    const tag =
      (name: string): Middleware =>
      () =>
      (next) =>
      (action) => {
        if (promoCodeApplied.match(action)) seen.push(`${name}:${action.payload}`);
        return next(action);
      };
    const early = createAppStore({ config: testRuntimeConfig });
    const middleware = tag('late');
    addLateMiddleware(middleware);
    addLateMiddleware(middleware);
    const later = createAppStore({ config: testRuntimeConfig });
    early.dispatch(promoCodeApplied('EARLY'));
    later.dispatch(promoCodeApplied('LATER'));
    expect(seen).toEqual(['late:EARLY', 'late:LATER']);
  });

  it('leaves a store without it untouched until it arrives', () => {
    const seen: unknown[] = [];
    const store = createAppStore({ config: testRuntimeConfig });
    store.dispatch(promoCodeApplied('BEFORE'));
    addLateMiddleware(() => (next) => (action) => {
      seen.push(action);
      return next(action);
    });
    store.dispatch(promoCodeApplied('AFTER'));
    expect(seen).toEqual([promoCodeApplied('AFTER')]);
  });
});
