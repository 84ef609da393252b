import { type CSSObject, keyframes, type Theme } from '@emotion/react';
import { ModalClose, ModalFrame, type ModalProps } from '../dialog/dialog-parts';

/** Edge of the screen a sheet slides in from. */
export type SheetSide = 'right' | 'left';

export interface SheetProps extends ModalProps {
  /** Default `right`. */
  side?: SheetSide;
}

const slideFrom = (side: SheetSide) => keyframes`
  from {
    transform: translateX(${side === 'right' ? '100%' : '-100%'});
  }
`;

const panelStyles =
  (side: SheetSide) =>
  (theme: Theme): CSSObject => ({
    width: 'min(22rem, 100vw)',
    maxWidth: '100vw',
    height: '100%',
    maxHeight: '100%',
    margin: 0,
    [side === 'right' ? 'marginInlineStart' : 'marginInlineEnd']: 'auto',
    boxShadow: theme.shadows.lg,
    '@media (prefers-reduced-motion: no-preference)': {
      '&[open]': { animation: `${slideFrom(side)} ${theme.transitions.normal}` },
    },
  });

/**
 * A modal side panel on the platform's `<dialog>` for the mobile menu: slides in from the right, keeps focus inside,
 * closes on Escape, on the backdrop and on "Закрыть", and returns focus to the element that opened it; it opens by
 * a button's command without script (see `ModalFrame`).
 */
export function Sheet({ children, side = 'right', ...frame }: SheetProps) {
  return (
    <ModalFrame
      {...frame}
      panelCss={panelStyles(side)}
      bodyCss={(theme) => ({ flex: 1, overflowY: 'auto', padding: theme.space.lg })}
    >
      {children}
    </ModalFrame>
  );
}

/** Wrap a link or button in it so that choosing it also closes the sheet (e.g. a menu item). */
export const SheetClose = ModalClose;
