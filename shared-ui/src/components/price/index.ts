export {
  discountPercentOf,
  OfferPrice,
  type OfferPriceProps,
  Price,
  type PriceProps,
  type PriceSize,
} from './price';
