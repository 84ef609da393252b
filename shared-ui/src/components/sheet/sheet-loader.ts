import { loadOnce } from 'shared-data/site';
import type * as SheetModule from './sheet';

/** The Sheet's module (Sheet, SheetClose), loaded on first use with the Radix dialog primitive. */
export type SheetKit = typeof SheetModule;

/** The Sheet's code, fetched once; `Sheet` and `SheetClose` render through `lazyComponent`. */
export const sheetCode = loadOnce<SheetKit>(() => import('./sheet'));
