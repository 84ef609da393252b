import { type CSSObject, keyframes, type Theme } from '@emotion/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { ModalFrame } from '../dialog/dialog-parts';

/** Edge of the screen a sheet slides in from. */
export type SheetSide = 'right' | 'left';

export interface SheetProps {
  /** Heading of the panel; it names it for assistive technology. */
  title: ReactNode;
  /** Optional text under the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Initial state when uncontrolled. */
  defaultOpen?: boolean;
  /** An element (e.g. the menu button) that opens the sheet; focus returns to it on close. */
  trigger?: ReactElement;
  /** Default `right`. */
  side?: SheetSide;
  /** Accessible name of the close button; default "Закрыть". */
  closeLabel?: string;
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
export function Sheet({
  title,
  description,
  children,
  open,
  onOpenChange,
  defaultOpen,
  trigger,
  side = 'right',
  closeLabel,
}: SheetProps) {
  return (
    <ModalFrame
      title={title}
      description={description}
      open={open}
      onOpenChange={onOpenChange}
      defaultOpen={defaultOpen}
      trigger={trigger}
      closeLabel={closeLabel}
      panelCss={panelStyles(side)}
      bodyCss={(theme) => ({ flex: 1, overflowY: 'auto', padding: theme.space.lg })}
    >
      {children}
    </ModalFrame>
  );
}

/** Wrap a link or button in it so that choosing it also closes the sheet (e.g. a menu item). */
export const SheetClose = RadixDialog.Close;
