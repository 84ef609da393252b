import { type DigitalPack, type DigitalService, formatPriceRange, type Language } from 'shared-data/catalog';

/** The packs of `packs` (the page's, in its language) that include the service, cheapest first. */
export const packsWith = (service: DigitalService, packs: readonly DigitalPack[]): readonly DigitalPack[] =>
  packs
    .filter((pack) => service.availableIn.includes(pack.id))
    .toSorted((left, right) => left.price - right.price);

/** The service's price range as the site shows it in `language`. */
export const estimatedPriceOf = (service: DigitalService, language: Language) =>
  formatPriceRange(service.priceRange, language);

/** The id of a service's order dialog, which its card's buttons name. */
export const serviceOrderDialogId = (serviceId: string) => `order-${serviceId}`;
