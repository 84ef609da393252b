export { Card, type CardElement, type CardPadding, type CardProps, type CardTone } from './card';
