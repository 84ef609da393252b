import type { ReactNode } from 'react';
import { errorStyles, fieldStyles, hintStyles, labelStyles, requiredMarkStyles } from './field-styles';

interface LabelTextProps {
  label: string;
  required?: boolean;
}

export function LabelText({ label, required }: LabelTextProps) {
  return (
    <>
      {label}
      {required ? (
        <span aria-hidden="true" css={requiredMarkStyles}>
          *
        </span>
      ) : null}
    </>
  );
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  return id ? (
    <p id={id} css={hintStyles}>
      {children}
    </p>
  ) : null;
}

export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  return id ? (
    <p id={id} css={errorStyles}>
      {children}
    </p>
  ) : null;
}

interface FieldFrameProps extends LabelTextProps {
  ids: { control: string; label: string; hint: string | undefined; error: string | undefined };
  hint?: string;
  error?: string;
  children: ReactNode;
}

export function FieldFrame({ ids, label, required, hint, error, children }: FieldFrameProps) {
  return (
    <div css={fieldStyles}>
      <label id={ids.label} htmlFor={ids.control} css={labelStyles}>
        <LabelText label={label} required={required} />
      </label>
      {children}
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}
