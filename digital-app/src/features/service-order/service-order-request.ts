import {
  type DigitalPack,
  type DigitalService,
  digitalPacks,
  formatMoney,
  formatPriceRange,
} from 'shared-data/catalog';

/** How the visitor wants a service: on its own ("Отдельно") or as part of a pack ("Выбрать пакет"). */
export type ServiceOrderMode = 'separate' | 'pack';

/** What a service card's button asks for: the service by its catalog id, and how it is wanted. */
export interface ServiceOrderChoice {
  serviceId: string;
  mode: ServiceOrderMode;
}

/** What the service order dialog is opened for. */
export interface ServiceOrderRequest {
  service: DigitalService;
  mode: ServiceOrderMode;
}

/** The packs that include the service, cheapest first. */
export const packsWith = (service: DigitalService): readonly DigitalPack[] =>
  digitalPacks
    .filter((pack) => service.availableIn.includes(pack.id))
    .toSorted((left, right) => left.price - right.price);

/** The service's price range as the site shows it. */
export const estimatedPriceOf = (service: DigitalService) => formatPriceRange(service.priceRange);

/**
 * The plan fields a service order travels with: the service and its price range when ordered on its own; the
 * packs that include it and the price of the cheapest one when a pack is chosen.
 */
export function orderPlan({ service, mode }: ServiceOrderRequest) {
  const estimatedPrice = estimatedPriceOf(service);
  const packs = packsWith(service);
  const [cheapest] = packs;
  if (mode === 'separate' || cheapest === undefined) {
    return { planName: service.title, planPrice: estimatedPrice, estimatedPrice };
  }
  return {
    planName: packs.map((pack) => pack.name).join(', '),
    planPrice: `от ${formatMoney(cheapest.price)}`,
    estimatedPrice,
  };
}
