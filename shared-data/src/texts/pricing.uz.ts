import { type BookShape, formatMoney, formatPriceRange } from 'shared-data/site';
import { cutText } from '../format/plain-text';
import { selectionLimits } from '../pricing/selection-limits';
import type { boundsTexts as ruBounds, selectionTexts as ruSelection } from './pricing.ru';

/** Messages of a selection the catalog cannot price, in Uzbek. */
export const selectionTexts = {
  notAnObject: 'Xizmatlar ro‘yxati formati noto‘g‘ri',
  unknownItem: (id: string) => `Noma’lum xizmat: ${cutText(id, 100)}`,
  invalidQuantity: `Miqdor 1 va ${selectionLimits.maxQuantity} oralig‘idagi butun son bo‘lishi kerak`,
} satisfies BookShape<typeof ruSelection>;

/** A total out of its bounds, in Uzbek: the noun leads the sentence, so each case is written whole. */
export const boundsTexts = {
  below: {
    order: (min: number) => `Buyurtmaning minimal summasi: ${formatMoney(min, 'uz')}`,
    project: (min: number) => `Loyihaning minimal summasi: ${formatMoney(min, 'uz')}`,
  },
  above: {
    order: (max: number) => `Buyurtmaning maksimal summasi: ${formatMoney(max, 'uz')}`,
    project: (max: number) => `Loyihaning maksimal summasi: ${formatMoney(max, 'uz')}`,
  },
  message: (min: number, max: number) =>
    `Summa ${formatPriceRange({ min, max }, 'uz')} oralig‘ida bo‘lishi kerak`,
  toastTitle: 'Byudjet noto‘g‘ri',
} satisfies BookShape<typeof ruBounds>;
