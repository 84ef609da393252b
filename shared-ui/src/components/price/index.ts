export { discountPercentOf, Price, type PriceProps, type PriceSize } from './price';
