import { type CSSObject, keyframes, type Theme } from '@emotion/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { ModalFrame, type ModalProps } from '../dialog/dialog-parts';

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
    position: 'fixed',
    zIndex: theme.zIndices.overlay,
    top: 0,
    bottom: 0,
    [side]: 0,
    display: 'flex',
    flexDirection: 'column',
    width: 'min(22rem, 100vw)',
    background: theme.colors.surface,
    color: theme.colors.text,
    boxShadow: theme.shadows.lg,
    '@media (prefers-reduced-motion: no-preference)': {
      animation: `${slideFrom(side)} ${theme.transitions.normal}`,
    },
    '&:focus': { outline: 'none' },
  });

/**
 * A modal side panel (the Radix dialog primitive) for the mobile menu: slides in from the right, traps focus,
 * closes on Escape, on the overlay and on "Закрыть", and returns focus to the element that opened it.
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
export const SheetClose = RadixDialog.Close;
