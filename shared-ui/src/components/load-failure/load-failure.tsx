import type { CSSObject, Theme } from '@emotion/react';
import { type ReactNode, useState } from 'react';
import { sharedUiTexts } from '../../texts/book';
import { useTexts } from '../../texts/use-texts';
import { Button } from '../button/button';
import { Text } from '../text/text';

export interface LoadFailureProps {
  /** What did not arrive and what the visitor can do. */
  message: string;
  /**
   * Loads again. A promise keeps the button busy until it settles; a rejected one means the retry failed too, and the
   * notice says so.
   */
  onRetry: () => unknown;
  /** Said when a retry failed too; default the book's `loadFailure.failedAgain`. */
  failedAgain?: string;
  /** The button's words while the retry runs; default the book's `loadFailure.retrying`. */
  retrying?: string;
  /** Actions beside the retry (a close button). */
  children?: ReactNode;
  className?: string;
}

const boxStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  padding: theme.space.md,
  border: `1px solid ${theme.colors.danger}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.text,
});

/** A notice in place of what did not load: what happened and a retry that really loads again, never a dead button. */
export function LoadFailure({
  message,
  onRetry,
  failedAgain,
  retrying,
  children,
  className,
}: LoadFailureProps) {
  const texts = useTexts(sharedUiTexts).loadFailure;
  const [state, setState] = useState<'idle' | 'retrying' | 'failed'>('idle');
  const retry = async () => {
    setState('retrying');
    try {
      await onRetry();
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div role="alert" css={boxStyles} className={className}>
      <Text>{message}</Text>
      {state === 'failed' ? <Text>{failedAgain ?? texts.failedAgain}</Text> : null}
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
        <Button
          size="sm"
          onClick={retry}
          loading={state === 'retrying'}
          loadingLabel={retrying ?? texts.retrying}
        >
          {texts.retry}
        </Button>
        {children}
      </div>
    </div>
  );
}
