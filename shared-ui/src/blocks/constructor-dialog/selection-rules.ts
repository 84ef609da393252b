import type { FormikErrors } from 'formik';
import type { Notice, PriceBounds, PricedItem } from 'shared-data/catalog';
import {
  boundsMessage,
  boundsToast,
  checkBounds,
  type Selection,
  selectionTotal,
} from 'shared-data/configurators';
import type { SharedDataTexts } from 'shared-data/fields';

/** The bounds' messages in the page's language (shared-data's book, its `bounds`). */
type BoundsTexts = SharedDataTexts['bounds'];

/** The total of a selection in сум; 0 for a selection the items cannot price. */
export function selectionSum(selection: Selection, items: readonly PricedItem[]): number {
  try {
    return selectionTotal(selection, items).total;
  } catch {
    return 0;
  }
}

/**
 * "Неверный бюджет" when a refused submit or a refused answer is about the total: its message is the bounds' message
 * in the language of `texts` (the page's, which the schema and the server answer in).
 */
export const budgetNotice = (
  message: string | undefined,
  bounds: PriceBounds,
  texts: BoundsTexts,
): Notice | null => (message === boundsMessage(bounds, texts) ? boundsToast(bounds, texts) : null);

/** The notice of a submit the schema refused for its total. */
export const refusedBudget =
  (bounds: PriceBounds, texts: BoundsTexts) =>
  (errors: FormikErrors<{ selection?: Selection }>): Notice | null =>
    budgetNotice(typeof errors.selection === 'string' ? errors.selection : undefined, bounds, texts);

/** Whether the submit button is enabled for a total: `disable` only within bounds, `notice` once anything is picked. */
export function allowsSubmit(total: number, bounds: PriceBounds, outOfBounds: 'disable' | 'notice'): boolean {
  const status = checkBounds(total, bounds);
  return outOfBounds === 'disable' ? status === 'ok' : status !== 'empty';
}
