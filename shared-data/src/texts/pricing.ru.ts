import { formatMoney, formatNumber } from 'shared-data/site';
import { cutText } from '../format/plain-text';
import { selectionLimits } from '../pricing/selection-limits';

/** Messages of a selection the catalog cannot price, in Russian: the book's `selection`. */
export const selectionTexts = {
  notAnObject: 'Неверный формат списка услуг',
  unknownItem: (id: string) => `Неизвестная услуга: ${cutText(id, 100)}`,
  invalidQuantity: `Количество должно быть целым числом от 1 до ${selectionLimits.maxQuantity}`,
};

/**
 * A calculator's or a constructor's total out of its bounds, in Russian: the book's `bounds`. Each sentence is whole
 * per what is priced (`order`: the marketing calculator, `project`: the digital constructor).
 */
export const boundsTexts = {
  /** The inline alert under a total above zero and below the minimum. */
  below: {
    order: (min: number) => `Минимальная сумма заказа: ${formatMoney(min)}`,
    project: (min: number) => `Минимальная сумма проекта: ${formatMoney(min)}`,
  },
  /** The inline alert under a total above the maximum. */
  above: {
    order: (max: number) => `Максимальная сумма заказа: ${formatMoney(max)}`,
    project: (max: number) => `Максимальная сумма проекта: ${formatMoney(max)}`,
  },
  /** The toast's text, also the field message of an out-of-bounds total. */
  message: (min: number, max: number) => `Сумма должна быть от ${formatNumber(min)} до ${formatMoney(max)}`,
  toastTitle: 'Неверный бюджет',
};
