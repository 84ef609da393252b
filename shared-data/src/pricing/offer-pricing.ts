import { referralTerms } from 'shared-data/site';
import type { Offer, OfferSummary } from '../catalog/types';

const assertPrice = (price: number) => {
  if (!Number.isFinite(price) || price < 0) {
    throw new RangeError(`A price must be a finite non-negative number, got ${price}`);
  }
};

/** What the buyer saves on an offer, in сум: the old price minus the price. */
export function savings(offer: Pick<Offer, 'price' | 'oldPrice'>): number {
  assertPrice(offer.price);
  assertPrice(offer.oldPrice);
  return offer.oldPrice - offer.price;
}

/** The promo-code discount of a price (15%), rounded to whole сум, halves up. */
export function promoDiscount(price: number): number {
  assertPrice(price);
  return Math.round((price * referralTerms.buyerDiscountPercent) / 100);
}

/** What the buyer pays: the price less the promo-code discount when a code applies. */
export function finalPrice(price: number, promoApplied: boolean): number {
  return price - (promoApplied ? promoDiscount(price) : 0);
}

/** A price with its discount and what is left to pay, in whole сум. */
export interface PriceQuote {
  price: number;
  discountAmount: number;
  finalPrice: number;
}

/** Price, promo-code discount and final price in one go. */
export function quotePrice(price: number, promoApplied: boolean): PriceQuote {
  const discountAmount = promoApplied ? promoDiscount(price) : 0;
  return { price, discountAmount, finalPrice: price - discountAmount };
}

/** An offer as an order button and its dialog show it, for an island's props. */
export const offerSummary = ({ id, name, price, oldPrice, priceFrom, popular }: Offer): OfferSummary => ({
  id,
  name,
  price,
  oldPrice,
  priceFrom,
  popular,
});
