import { type CSSObject, keyframes, type Theme } from '@emotion/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { type RefObject, useRef } from 'react';
import { Icon } from '../icon/icon';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

/** Styles of the dimmed backdrop behind a dialog or sheet. */
export const overlayStyles = (theme: Theme): CSSObject => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndices.overlay,
  background: 'rgba(15, 23, 42, 0.6)',
  '@media (prefers-reduced-motion: no-preference)': { animation: `${fadeIn} ${theme.transitions.normal}` },
});

/** The backdrop of a dialog or sheet. */
export function Overlay() {
  return <RadixDialog.Overlay css={overlayStyles} />;
}

/** The icon button that closes a dialog or sheet, labelled "Закрыть" unless told otherwise. */
export function CloseButton({ label = 'Закрыть' }: { label?: string }) {
  return (
    <RadixDialog.Close
      aria-label={label}
      css={(theme) => ({
        display: 'inline-flex',
        flexShrink: 0,
        alignItems: 'center',
        justifyContent: 'center',
        width: theme.sizes.touchTarget,
        height: theme.sizes.touchTarget,
        padding: 0,
        border: 0,
        borderRadius: theme.radii.md,
        background: 'transparent',
        color: theme.colors.text,
        cursor: 'pointer',
        transition: `background-color ${theme.transitions.fast}`,
        '@media (hover: hover)': { '&:hover': { background: theme.colors.surfaceAlt } },
      })}
    >
      <Icon name="close" />
    </RadixDialog.Close>
  );
}

/**
 * Focus handling of a dialog that may be opened from outside a Radix trigger: remembers the element focused
 * when it opened and returns focus there on close (Radix alone only returns it to its own Trigger).
 */
export function useReturnFocus(): {
  onOpenAutoFocus: () => void;
  onCloseAutoFocus: (event: Event) => void;
  opener: RefObject<HTMLElement | null>;
} {
  const opener = useRef<HTMLElement | null>(null);
  return {
    opener,
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event) => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
