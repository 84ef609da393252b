import type { Interpolation } from '@emotion/react';
import { type CSSObject, keyframes, type Theme } from '@emotion/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactElement, type ReactNode, type RefObject, useRef } from 'react';
import { Icon } from 'shared-ui';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

/** Styles of the dimmed backdrop behind a dialog or sheet. */
const overlayStyles = (theme: Theme): CSSObject => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndices.overlay,
  background: 'rgba(15, 23, 42, 0.6)',
  '@media (prefers-reduced-motion: no-preference)': { animation: `${fadeIn} ${theme.transitions.normal}` },
});

/** The backdrop of a dialog or sheet. */
function Overlay() {
  return <RadixDialog.Overlay css={overlayStyles} />;
}

/** The icon button that closes a dialog or sheet, labelled "Закрыть" unless told otherwise. */
function CloseButton({ label = 'Закрыть' }: { label?: string }) {
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
function useReturnFocus(): {
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

/** The title row shared by Dialog and Sheet: title, optional description and the close button. */
function DialogHeader({
  title,
  description,
  closeLabel,
}: {
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string | undefined;
}) {
  return (
    <header
      css={(theme) => ({
        display: 'flex',
        alignItems: 'flex-start',
        gap: theme.space.md,
        padding: `${theme.space.md} ${theme.space.md} 0 ${theme.space.lg}`,
      })}
    >
      <div css={(theme) => ({ flex: 1, paddingTop: theme.space.xs })}>
        <RadixDialog.Title
          css={(theme) => ({
            margin: 0,
            fontSize: theme.fontSizes.xl,
            fontWeight: theme.fontWeights.bold,
            lineHeight: theme.lineHeights.snug,
            [theme.mq.md]: { fontSize: theme.fontSizes['2xl'] },
          })}
        >
          {title}
        </RadixDialog.Title>
        {description ? (
          <RadixDialog.Description
            css={(theme) => ({ margin: `${theme.space.xs} 0 0`, color: theme.colors.textMuted })}
          >
            {description}
          </RadixDialog.Description>
        ) : null}
      </div>
      <CloseButton label={closeLabel} />
    </header>
  );
}

/** What every modal (Dialog, Sheet) accepts. */
export interface ModalProps {
  /** Heading of the panel; it names it for assistive technology. */
  title: ReactNode;
  /** Optional text under the title; it describes the panel. */
  description?: ReactNode;
  children?: ReactNode;
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Initial state when uncontrolled. */
  defaultOpen?: boolean;
  /** An element (e.g. a Button) that opens the panel; focus returns to it on close. */
  trigger?: ReactElement;
  /** Accessible name of the close button; default "Закрыть". */
  closeLabel?: string;
}

export interface ModalFrameProps {
  title: ReactNode;
  description?: ReactNode | undefined;
  children?: ReactNode;
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  defaultOpen?: boolean | undefined;
  trigger?: ReactElement | undefined;
  closeLabel?: string | undefined;
  /** Placement and look of the panel (centred dialog, side sheet). */
  panelCss: Interpolation<Theme>;
  bodyCss: Interpolation<Theme>;
  footer?: ReactNode;
}

/** What Dialog and Sheet share: the Radix root, trigger, overlay, focus return, header, scrolling body, footer. */
export function ModalFrame({
  title,
  description,
  children,
  open,
  onOpenChange,
  defaultOpen,
  trigger,
  closeLabel,
  panelCss,
  bodyCss,
  footer,
}: ModalFrameProps) {
  const { onOpenAutoFocus, onCloseAutoFocus } = useReturnFocus();
  return (
    <RadixDialog.Root
      {...(open !== undefined ? { open } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
    >
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <Overlay />
        <RadixDialog.Content
          css={panelCss}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogHeader title={title} description={description} closeLabel={closeLabel} />
          <div css={bodyCss}>{children}</div>
          {footer}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
