import { findDigitalPack, findMarketingPlan } from 'shared-data/testing';
import { findOrderableOffer, orderablePlanNames } from './plan-lookup';

describe('plan lookup', () => {
  it('finds tariffs and packs by name, ignoring case and spaces', () => {
    expect(findMarketingPlan('premium')?.name).toBe('PREMIUM');
    expect(findMarketingPlan(' Starter ')?.name).toBe('STARTER');
    expect(findMarketingPlan('constructor')?.priceFrom).toBe(true);
    expect(findDigitalPack('business+ pack')?.name).toBe('BUSINESS+ PACK');
    expect(findDigitalPack('constructor')?.id).toBe('digital-constructor');
  });

  it('finds nothing for unknown names', () => {
    expect(findMarketingPlan('GOLD')).toBeUndefined();
    expect(findDigitalPack('STARTER')).toBeUndefined();
    expect(findOrderableOffer('')).toBeUndefined();
  });

  it('orders only fixed-price offers, never a constructor', () => {
    expect(orderablePlanNames).toEqual([
      'STARTER',
      'POPULAR',
      'BUSINESS',
      'PRO',
      'PREMIUM',
      'FULL PACK',
      'PRO PACK',
      'BUSINESS+ PACK',
    ]);
    expect(findOrderableOffer('CONSTRUCTOR')).toBeUndefined();
    expect(findOrderableOffer('pro pack')?.price).toBe(26_000_000);
    expect(findOrderableOffer('PRO')?.price).toBe(24_050_000);
  });
});
