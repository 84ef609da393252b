import type { Notice, PriceBounds } from '../catalog/types';
import type { SharedDataTexts } from '../texts/book';

/** Where a total stands against its bounds; `empty` is a total of zero (nothing picked). */
export type BoundsStatus = 'empty' | 'below' | 'above' | 'ok';

/** The bounds' sentences of one language: shared-data's book, its `bounds`. */
export type BoundsTexts = SharedDataTexts['bounds'];

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

/**
 * The inline alert under a total that is above zero and out of bounds, e.g. "Минимальная сумма заказа: … сум", in the
 * language of `texts`.
 */
export function boundsAlert(total: number, bounds: PriceBounds, texts: BoundsTexts): string | null {
  switch (checkBounds(total, bounds)) {
    case 'below':
      return texts.below[bounds.subject](bounds.min);
    case 'above':
      return texts.above[bounds.subject](bounds.max);
    default:
      return null;
  }
}

/**
 * "Сумма должна быть от … до … сум": the toast's text, also the field message of an out-of-bounds total, in the
 * language of `texts`.
 */
export function boundsMessage(bounds: PriceBounds, texts: BoundsTexts): string {
  return texts.message(bounds.min, bounds.max);
}

/** The toast when a total out of bounds is submitted, in the language of `texts`. */
export function boundsToast(bounds: PriceBounds, texts: BoundsTexts): Notice {
  return { title: texts.toastTitle, description: boundsMessage(bounds, texts) };
}
