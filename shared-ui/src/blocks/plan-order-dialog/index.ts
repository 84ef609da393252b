export { PlanOrderDialog, type PlanOrderDialogProps, planOrderDialogTexts } from './plan-order-dialog';
export { PromoQuote, promoCheckDelayMs, promoQuoteTexts } from './promo-quote';
