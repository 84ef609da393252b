import type { CSSObject, Theme } from '@emotion/react';
import { keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { ModalClose, ModalFrame, type ModalProps } from './dialog-parts';

/** Width of a dialog on wider screens; on phones every size fills the screen. */
export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export interface DialogProps extends ModalProps {
  /** Actions shown under the content, e.g. the submit button of a form. */
  footer?: ReactNode;
  /** Default `md`. */
  size?: DialogSize;
}

const widths: Record<DialogSize, string> = { sm: '28rem', md: '36rem', lg: '48rem', xl: '64rem' };

const rise = keyframes`
  from {
    opacity: 0;
    transform: translateY(8px);
  }
`;

const panelStyles =
  (size: DialogSize) =>
  (theme: Theme): CSSObject => ({
    width: '100%',
    maxWidth: '100%',
    height: '100%',
    maxHeight: '100%',
    margin: 0,
    [theme.mq.md]: {
      width: `min(${widths[size]}, calc(100vw - 2 * ${theme.space.xl}))`,
      height: 'fit-content',
      maxHeight: `calc(100vh - 2 * ${theme.space.xl})`,
      margin: 'auto',
      borderRadius: theme.radii.lg,
      boxShadow: theme.shadows.lg,
      '@media (prefers-reduced-motion: no-preference)': {
        '&[open]': { animation: `${rise} ${theme.transitions.normal}` },
      },
    },
  });

/**
 * A modal dialog on the platform's `<dialog>`, styled with the theme: dimmed backdrop, centred panel that scrolls
 * when taller than the screen, full screen on phones. It is in the page's markup, closed, and opens by a button's
 * command without script (see `ModalFrame`); Escape, the backdrop and the "Закрыть" button close it, and focus
 * returns to the element that opened it.
 */
export function Dialog({ children, footer, size = 'md', ...frame }: DialogProps) {
  return (
    <ModalFrame
      {...frame}
      panelCss={panelStyles(size)}
      bodyCss={(theme) => ({
        flex: 1,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        padding: theme.space.lg,
      })}
      footer={
        footer ? (
          <footer
            css={(theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              gap: theme.space.sm,
              padding: `${theme.space.md} ${theme.space.lg}`,
              borderTop: `1px solid ${theme.colors.border}`,
            })}
          >
            {footer}
          </footer>
        ) : null
      }
    >
      {children}
    </ModalFrame>
  );
}

/** Wrap a button in it to close the surrounding Dialog or Sheet, e.g. a "Отмена" button. */
export const DialogClose = ModalClose;
