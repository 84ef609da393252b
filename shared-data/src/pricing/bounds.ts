import { formatMoney, formatNumber } from 'shared-data/catalog';
import type { Notice, PriceBounds } from '../catalog/types';

/** Where a total stands against its bounds; `empty` is a total of zero (nothing picked). */
export type BoundsStatus = 'empty' | 'below' | 'above' | 'ok';

/** Checks a calculator or constructor total; the limits themselves are allowed. */
export function checkBounds(total: number, bounds: PriceBounds): BoundsStatus {
  if (total <= 0) {
    return 'empty';
  }
  if (total < bounds.min) {
    return 'below';
  }
  return total > bounds.max ? 'above' : 'ok';
}

/** The inline alert under a total that is above zero and out of bounds, e.g. "Минимальная сумма заказа: … сум". */
export function boundsAlert(total: number, bounds: PriceBounds): string | null {
  switch (checkBounds(total, bounds)) {
    case 'below':
      return `Минимальная сумма ${bounds.subject}: ${formatMoney(bounds.min)}`;
    case 'above':
      return `Максимальная сумма ${bounds.subject}: ${formatMoney(bounds.max)}`;
    default:
      return null;
  }
}

/** "Сумма должна быть от … до … сум": the toast's text, also the field message of an out-of-bounds total. */
export function boundsMessage(bounds: PriceBounds): string {
  return `Сумма должна быть от ${formatNumber(bounds.min)} до ${formatMoney(bounds.max)}`;
}

/** The toast when a total out of bounds is submitted. */
export function boundsToast(bounds: PriceBounds): Notice {
  return { title: 'Неверный бюджет', description: boundsMessage(bounds) };
}
