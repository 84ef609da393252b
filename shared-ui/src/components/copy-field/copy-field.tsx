import { useEffect, useId, useRef, useState } from 'react';
import { Icon, sharedUiTexts, toast, useTexts } from 'shared-ui';
import { controlFrameStyles } from '../../theme/control-frame';

/** How long the copied tick stays, in ms. */
export const copiedMarkMs = 2000;

export interface CopyFieldProps {
  /** Visible label of the field, e.g. "Ваш промокод". */
  label: string;
  /** Text shown and copied. */
  value: string;
  /** Id of the input; generated when not given. */
  id?: string;
}

/**
 * A read-only field with a copy button, for the promo code and the referral link. Copying shows a tick for
 * 2 seconds and the toast "Скопировано!"; when the clipboard is missing or refuses, a destructive toast.
 */
export function CopyField({ label, value, id }: CopyFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const texts = useTexts(sharedUiTexts).copy;
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      if (!navigator.clipboard) {
        throw new Error('Clipboard API is unavailable');
      }
      await navigator.clipboard.writeText(value);
    } catch {
      toast.error(texts.failure.title, texts.failure.description);
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), copiedMarkMs);
    toast.success(texts.success.title, texts.success.description);
  };

  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}>
      <label htmlFor={inputId} css={(theme) => ({ fontWeight: theme.fontWeights.medium })}>
        {label}
      </label>
      <div css={(theme) => ({ display: 'flex', gap: theme.space.xs })}>
        <input
          id={inputId}
          type="text"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          css={(theme) => ({
            ...controlFrameStyles(theme),
            flex: 1,
            minWidth: 0,
            padding: `0 ${theme.space.sm}`,
            borderRadius: theme.radii.md,
            background: theme.colors.surfaceAlt,
            fontFamily: theme.fonts.mono,
          })}
        />
        <button
          type="button"
          onClick={copy}
          aria-label={copied ? texts.copied(label) : texts.copy(label)}
          css={(theme) => ({
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: theme.sizes.touchTarget,
            height: theme.sizes.touchTarget,
            flexShrink: 0,
            padding: 0,
            border: `2px solid ${theme.colors.primary}`,
            borderRadius: theme.radii.md,
            background: copied ? theme.colors.success : theme.colors.surface,
            borderColor: copied ? theme.colors.success : theme.colors.primary,
            color: copied ? theme.colors.primaryContrast : theme.colors.primary,
            cursor: 'pointer',
            transition: `background-color ${theme.transitions.fast}`,
          })}
        >
          <Icon name={copied ? 'check' : 'copy'} />
        </button>
      </div>
    </div>
  );
}
