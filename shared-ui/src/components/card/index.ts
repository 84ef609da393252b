export {
  Card,
  type CardElement,
  type CardPadding,
  type CardProps,
  type CardTone,
  cardFooterStyles,
} from './card';
