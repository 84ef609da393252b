import { type DigitalPack, digitalPacks } from '../catalog/digital-packs';
import { type MarketingPlan, marketingPlans } from '../catalog/marketing-plans';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A marketing tariff by name, case and surrounding spaces ignored (CONSTRUCTOR included). */
export function findMarketingPlan(name: string): MarketingPlan | undefined {
  return marketingPlans.find((plan) => sameName(plan.name, name));
}

/** A digital pack by name, case and surrounding spaces ignored (CONSTRUCTOR included). */
export function findDigitalPack(name: string): DigitalPack | undefined {
  return digitalPacks.find((pack) => sameName(pack.name, name));
}

/** A tariff or pack that can be ordered at a fixed price. */
export type OrderableOffer = MarketingPlan | DigitalPack;

/** Tariffs and packs with a fixed price; the constructors have only a starting price and are configured instead. */
export const orderableOffers: readonly OrderableOffer[] = [...marketingPlans, ...digitalPacks].filter(
  (offer) => !offer.priceFrom,
);

/** Names a plan order may carry: STARTER … PREMIUM, FULL PACK, PRO PACK, BUSINESS+ PACK. */
export const orderablePlanNames: readonly string[] = orderableOffers.map((offer) => offer.name);

/** The fixed-price tariff or pack of a plan order, case and surrounding spaces ignored. */
export function findOrderableOffer(name: string): OrderableOffer | undefined {
  return orderableOffers.find((offer) => sameName(offer.name, name));
}
