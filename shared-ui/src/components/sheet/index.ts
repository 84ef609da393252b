export { LazySheet as Sheet, LazySheetClose as SheetClose } from './lazy-sheet';
export type { SheetProps, SheetSide } from './sheet';
