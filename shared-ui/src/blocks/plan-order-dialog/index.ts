export { PlanOrderDialog, type PlanOrderDialogProps } from './plan-order-dialog';
export { planOrderDialogTexts } from './plan-order-dialog-texts';
export { PromoQuote, promoCheckDelayMs, promoQuoteTexts } from './promo-quote';
