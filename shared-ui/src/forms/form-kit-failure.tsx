import type { CSSObject, Theme } from '@emotion/react';
import { Button, LoadFailure, sharedUiTexts, useTexts } from 'shared-ui';

export interface FormKitFailureProps {
  /** Default the book's `formKitFailure.message`. */
  message?: string;
  onRetry: () => void;
  /** Shown as a panel over the page (for a dialog that could not open), with a close button. */
  onClose?: () => void;
}

const floatingStyles = (theme: Theme): CSSObject => ({
  position: 'fixed',
  zIndex: theme.zIndices.overlay,
  left: '50%',
  bottom: theme.space.lg,
  transform: 'translateX(-50%)',
  width: `min(28rem, calc(100vw - 2 * ${theme.space.md}))`,
  boxShadow: theme.shadows.lg,
});

/** The notice in place of a form whose code did not arrive: what happened and a retry, never a dead button. */
export function FormKitFailure({ message, onRetry, onClose }: FormKitFailureProps) {
  const texts = useTexts(sharedUiTexts).formKitFailure;
  return (
    <LoadFailure
      message={message ?? texts.message}
      onRetry={onRetry}
      css={onClose ? floatingStyles : undefined}
    >
      {onClose ? (
        <Button size="sm" variant="secondary" onClick={onClose}>
          {texts.close}
        </Button>
      ) : null}
    </LoadFailure>
  );
}
