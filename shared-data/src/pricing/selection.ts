import { selectionLimits } from 'shared-data/fields';
import type { PricedFacts, PricedItem } from '../catalog/types';
import type { SharedDataTexts } from '../texts/book';

/** Picked items of the calculator or the constructor: item id → quantity (a whole number from 1). */
export type Selection = Readonly<Record<string, number>>;

export { selectionLimits };

export type SelectionErrorCode = 'not_an_object' | 'unknown_item' | 'invalid_quantity';

/**
 * A selection the catalog cannot price, by its `code` (and the item's id); `message` is for logs, and
 * `selectionErrorMessage` gives the visitor's in their language.
 */
export class SelectionError extends Error {
  constructor(
    readonly code: SelectionErrorCode,
    message: string,
    readonly itemId?: string,
  ) {
    super(message);
    this.name = 'SelectionError';
  }
}

/** A SelectionError's message in the language of `texts` (shared-data's book, its `selection`). */
export function selectionErrorMessage(error: SelectionError, texts: SharedDataTexts['selection']): string {
  switch (error.code) {
    case 'not_an_object':
      return texts.notAnObject;
    case 'unknown_item':
      return texts.unknownItem(error.itemId ?? '');
    case 'invalid_quantity':
      return texts.invalidQuantity;
  }
}

/** One priced line of a selection. */
export interface SelectionLine<T extends PricedFacts = PricedItem> {
  item: T;
  quantity: number;
  sum: number;
}

/** The lines of a selection (in the order picked) and their total in сум. */
export interface SelectionTotal<T extends PricedFacts = PricedItem> {
  total: number;
  lines: SelectionLine<T>[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Prices a selection against a list of items.
 * Throws a SelectionError for a non-object, an unknown id, or a quantity that is not a whole number
 * from 1 to `selectionLimits.maxQuantity`.
 */
export function selectionTotal<T extends PricedFacts>(
  selection: unknown,
  items: readonly T[],
): SelectionTotal<T> {
  if (!isPlainObject(selection)) {
    throw new SelectionError('not_an_object', 'The selection is not an object of item ids and quantities');
  }
  const byId = new Map(items.map((item) => [item.id, item]));
  const lines = Object.entries(selection).map(([id, quantity]): SelectionLine<T> => {
    const item = byId.get(id);
    if (!item) {
      throw new SelectionError('unknown_item', 'An item of the selection is not in the list', id);
    }
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > selectionLimits.maxQuantity
    ) {
      throw new SelectionError(
        'invalid_quantity',
        'A quantity of the selection is not a whole number within the limits',
        id,
      );
    }
    return { item, quantity, sum: item.price * quantity };
  });
  return { total: lines.reduce((sum, line) => sum + line.sum, 0), lines };
}
