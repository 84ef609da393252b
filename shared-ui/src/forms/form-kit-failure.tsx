import type { CSSObject, Theme } from '@emotion/react';
import { Button, LoadFailure } from 'shared-ui';

/** Texts shown when the form code cannot be loaded. */
export const formKitFailureTexts = {
  message: 'Не удалось загрузить форму. Проверьте подключение к интернету и попробуйте еще раз.',
  close: 'Закрыть',
} as const;

export interface FormKitFailureProps {
  /** Default `formKitFailureTexts.message`. */
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
export function FormKitFailure({
  message = formKitFailureTexts.message,
  onRetry,
  onClose,
}: FormKitFailureProps) {
  return (
    <LoadFailure message={message} onRetry={onRetry} css={onClose ? floatingStyles : undefined}>
      {onClose ? (
        <Button size="sm" variant="secondary" onClick={onClose}>
          {formKitFailureTexts.close}
        </Button>
      ) : null}
    </LoadFailure>
  );
}
