/** One choice of a select or radio group: `value` travels on the wire, `label` is shown and mailed. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** A fixed offer with a struck-through old price: a marketing plan or a digital pack. Prices in whole сум. */
export interface Offer {
  id: string;
  name: string;
  price: number;
  oldPrice: number;
  /** The price is a lower bound ("от …"): the constructors. */
  priceFrom: boolean;
  description: string;
  features: readonly string[];
  popular: boolean;
}

/**
 * What an order button and its dialog show of an offer: its name, prices and whether it is featured. An island gets it
 * with its props (`offerSummary`), so its code does not load the catalog.
 */
export type OfferSummary = Pick<Offer, 'id' | 'name' | 'price' | 'oldPrice' | 'priceFrom' | 'popular'>;

/** An item that can be picked with a quantity in the calculator or the constructor. */
/** What prices a selection's item: its id and the price of one unit in whole сум. */
export interface PricedFacts {
  id: string;
  price: number;
}

export interface PricedItem<C extends string = string> {
  id: string;
  name: string;
  /** Price of one unit in whole сум. */
  price: number;
  category: C;
  description: string;
  /** What one unit is, e.g. "час" or "месяц"; absent for one-off work. */
  unit?: string;
}

/** Allowed total of a calculator or constructor order; `subject` is what the total prices, as the bounds' sentences name it. */
export interface PriceBounds {
  min: number;
  max: number;
  subject: 'order' | 'project';
}

/** A price range of a digital service; no `max` means "from `min`". */
export interface PriceRange {
  min: number;
  max?: number;
}

/** A toast or notice: a title and a description. */
export interface Notice {
  title: string;
  description: string;
}
