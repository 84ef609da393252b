export { Sheet, SheetClose, type SheetProps, type SheetSide } from './sheet';
