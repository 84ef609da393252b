import { formatMoney } from 'shared-data/catalog';
import { selectionLimits, sharedDataRu } from 'shared-data/fields';
import { type ConstructorItem, digitalConstructorItems } from '../catalog/digital-constructor';
import { type CalculatorService, marketingCalculatorServices } from '../catalog/marketing-calculator';
import type { PricedItem } from '../catalog/types';
import type { SharedDataTexts } from '../texts/book';

/** Picked items of the calculator or the constructor: item id → quantity (a whole number from 1). */
export type Selection = Readonly<Record<string, number>>;

export { selectionLimits };

export type SelectionErrorCode = 'not_an_object' | 'unknown_item' | 'invalid_quantity';

/**
 * A selection the catalog cannot price; `message` is Russian and fit for the visitor (`selectionErrorMessage` gives it
 * in another language).
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

/**
 * Messages of a selection the catalog cannot price, in Russian; shared-data's book (`sharedDataTexts`, its
 * `selection`) has them in each language.
 */
export const selectionMessages = sharedDataRu.selection;

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
export interface SelectionLine<T extends PricedItem = PricedItem> {
  item: T;
  quantity: number;
  sum: number;
}

/** The lines of a selection (in the order picked) and their total in сум. */
export interface SelectionTotal<T extends PricedItem = PricedItem> {
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
export function selectionTotal<T extends PricedItem>(
  selection: unknown,
  items: readonly T[],
): SelectionTotal<T> {
  if (!isPlainObject(selection)) {
    throw new SelectionError('not_an_object', selectionMessages.notAnObject);
  }
  const byId = new Map(items.map((item) => [item.id, item]));
  const lines = Object.entries(selection).map(([id, quantity]): SelectionLine<T> => {
    const item = byId.get(id);
    if (!item) {
      throw new SelectionError('unknown_item', selectionMessages.unknownItem(id), id);
    }
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > selectionLimits.maxQuantity
    ) {
      throw new SelectionError('invalid_quantity', selectionMessages.invalidQuantity, id);
    }
    return { item, quantity, sum: item.price * quantity };
  });
  return { total: lines.reduce((sum, line) => sum + line.sum, 0), lines };
}

/** Prices a selection of the marketing CONSTRUCTOR calculator; throws SelectionError (see `selectionTotal`). */
export function calculatorTotal(selection: unknown): SelectionTotal<CalculatorService> {
  return selectionTotal(selection, marketingCalculatorServices);
}

/** Prices a selection of the digital constructor; throws SelectionError (see `selectionTotal`). */
export function constructorTotal(selection: unknown): SelectionTotal<ConstructorItem> {
  return selectionTotal(selection, digitalConstructorItems);
}

/** The mail's list of a selection: one line `name xN (sum)` per item; throws SelectionError. */
export function selectedServicesText(selection: unknown, items: readonly PricedItem[]): string {
  return selectionTotal(selection, items)
    .lines.map(({ item, quantity, sum }) => `${item.name} x${quantity} (${formatMoney(sum)})`)
    .join('\n');
}
