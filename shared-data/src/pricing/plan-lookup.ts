import { type DigitalPackFacts, digitalPackFacts } from '../catalog/digital-packs';
import { type MarketingPlanFacts, marketingPlanFacts } from '../catalog/marketing-plans';

/** Whether two tariff names are one, case and surrounding spaces ignored. */
export const sameOfferName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A tariff or pack that can be ordered at a fixed price: its name and prices, whatever the page's language. */
export type OrderableOffer = MarketingPlanFacts | DigitalPackFacts;

/** Tariffs and packs with a fixed price; the constructors have only a starting price and are configured instead. */
export const orderableOffers: readonly OrderableOffer[] = [...marketingPlanFacts, ...digitalPackFacts].filter(
  (offer) => !offer.priceFrom,
);

/** Names a plan order may carry: STARTER … PREMIUM, FULL PACK, PRO PACK, BUSINESS+ PACK. */
export const orderablePlanNames: readonly string[] = orderableOffers.map((offer) => offer.name);

/** The fixed-price tariff or pack of a plan order, case and surrounding spaces ignored. */
export function findOrderableOffer(name: string): OrderableOffer | undefined {
  return orderableOffers.find((offer) => sameOfferName(offer.name, name));
}
