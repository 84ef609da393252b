import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Option } from 'shared-data/catalog';
import { FieldError, FieldHint, LabelText } from './field-frame';
import { choiceStyles, fieldsetStyles, labelStyles } from './field-styles';
import { type FormFieldBaseProps, useFormField } from './use-form-field';

/** Props of a bound group of radio buttons or checkboxes. */
export interface ChoiceFieldProps extends FormFieldBaseProps {
  /** The choices; `value` is stored, `label` shown. */
  options: readonly Option[];
  /** Lay the choices out in a row that wraps (default: a column). */
  inline?: boolean;
}

const optionsStyles = (inline: boolean) => (theme: Theme) => ({
  display: 'flex',
  flexDirection: inline ? ('row' as const) : ('column' as const),
  flexWrap: 'wrap' as const,
  columnGap: theme.space.lg,
});

const legendStyles = (theme: Theme) => ({ ...labelStyles(theme), padding: 0, marginBottom: theme.space.xxs });

interface ChoiceFieldsetProps {
  field: Pick<ReturnType<typeof useFormField>, 'error' | 'ids' | 'a11y'>;
  label: string;
  hint?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  inline: boolean;
  children: ReactNode;
}

/** The frame both choice fields share: fieldset, legend with the required mark, choices, hint and error. */
function ChoiceFieldset({
  field: { error, ids, a11y },
  label,
  hint,
  required,
  disabled,
  inline,
  children,
}: ChoiceFieldsetProps) {
  return (
    <fieldset aria-labelledby={ids.label} {...a11y} disabled={disabled} css={fieldsetStyles}>
      <legend id={ids.label} css={legendStyles}>
        <LabelText label={label} required={required} />
      </legend>
      <div css={optionsStyles(inline)}>{children}</div>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <FieldError id={ids.error}>{error}</FieldError>
    </fieldset>
  );
}

/**
 * One choice among `options`, as a `<fieldset>` of radio buttons with a `<legend>`; stores the chosen `value`.
 * `required` marks the radios natively (the form does not let the browser validate).
 */
export function RadioGroupField({
  name,
  label,
  hint,
  required,
  disabled,
  options,
  inline = false,
}: ChoiceFieldProps) {
  const bound = useFormField<string>(name, hint);
  const { field, helpers } = bound;
  return (
    <ChoiceFieldset
      field={bound}
      label={label}
      hint={hint}
      required={required}
      disabled={disabled}
      inline={inline}
    >
      {options.map((option) => (
        <label key={option.value} css={choiceStyles}>
          <input
            type="radio"
            name={name}
            required={required}
            value={option.value}
            checked={field.value === option.value}
            onChange={() => void helpers.setValue(option.value)}
            onBlur={field.onBlur}
          />
          {option.label}
        </label>
      ))}
    </ChoiceFieldset>
  );
}

/** Several choices among `options`, as a `<fieldset>` of checkboxes; stores the checked values in the options' order. */
export function CheckboxListField({
  name,
  label,
  hint,
  required,
  disabled,
  options,
  inline = false,
}: ChoiceFieldProps) {
  const bound = useFormField<readonly string[]>(name, hint);
  const { field, helpers } = bound;
  const checked = field.value ?? [];
  const toggle = (value: string) => {
    const next = checked.includes(value)
      ? checked.filter((item) => item !== value)
      : options.map((option) => option.value).filter((item) => item === value || checked.includes(item));
    void helpers.setValue(next);
  };
  return (
    <ChoiceFieldset
      field={bound}
      label={label}
      hint={hint}
      required={required}
      disabled={disabled}
      inline={inline}
    >
      {options.map((option) => (
        <label key={option.value} css={choiceStyles}>
          <input
            type="checkbox"
            name={name}
            value={option.value}
            checked={checked.includes(option.value)}
            onChange={() => toggle(option.value)}
            onBlur={field.onBlur}
          />
          {option.label}
        </label>
      ))}
    </ChoiceFieldset>
  );
}
