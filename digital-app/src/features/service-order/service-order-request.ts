import { type DigitalPack, type DigitalService, digitalPacks, formatPriceRange } from 'shared-data/catalog';

/** The packs that include the service, cheapest first. */
export const packsWith = (service: DigitalService): readonly DigitalPack[] =>
  digitalPacks
    .filter((pack) => service.availableIn.includes(pack.id))
    .toSorted((left, right) => left.price - right.price);

/** The service's price range as the site shows it. */
export const estimatedPriceOf = (service: DigitalService) => formatPriceRange(service.priceRange);

/** The id of a service's order dialog, which its card's buttons name. */
export const serviceOrderDialogId = (serviceId: string) => `order-${serviceId}`;
