import { loadOnce } from '../../micro-frontend/load-once';
import type * as SheetModule from './sheet';

/** The Sheet's module (Sheet, SheetClose), loaded on first use with the Radix dialog primitive. */
export type SheetKit = typeof SheetModule;

const sheetKit = loadOnce<SheetKit>(() => import('./sheet'));

/** Loads the Sheet's code once; call it early (hover, focus) to have a sheet ready by the time it is opened. */
export const loadSheet = (): Promise<SheetKit> => sheetKit.load();

/** The Sheet's module when it has arrived, else `undefined`. */
export const sheetIfLoaded = (): SheetKit | undefined => sheetKit.ifLoaded();
