import type { Theme } from '@emotion/react';
import type { Option } from 'shared-data/catalog';
import { useChosenBeforeHydration } from 'shared-ui';
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
  field: Pick<ReturnType<typeof useFormField>, 'error' | 'ids' | 'a11y' | 'field'>;
  props: ChoiceFieldProps;
  type: 'radio' | 'checkbox';
  isChosen: (value: string) => boolean;
  choose: (value: string) => void;
  /** Takes the values found checked in the markup at hydration, in the options' order. */
  adopt: (checked: string[]) => void;
}

/**
 * What both choice fields are: a fieldset, its legend with the required mark, an input per choice, hint and error.
 * `required` marks radios natively (the form does not let the browser validate); a checkbox list is never required
 * box by box.
 */
function ChoiceFieldset({
  field: { error, ids, a11y, field },
  props: { name, label, hint, required, disabled, options, inline = false },
  type,
  isChosen,
  choose,
  adopt,
}: ChoiceFieldsetProps) {
  const ref = useChosenBeforeHydration<HTMLFieldSetElement>(
    options.map((option) => option.value).filter(isChosen),
    adopt,
  );
  return (
    <fieldset ref={ref} aria-labelledby={ids.label} {...a11y} disabled={disabled} css={fieldsetStyles}>
      <legend id={ids.label} css={legendStyles}>
        <LabelText label={label} required={required} />
      </legend>
      <div css={optionsStyles(inline)}>
        {options.map((option) => (
          <label key={option.value} css={choiceStyles}>
            <input
              type={type}
              name={name}
              required={type === 'radio' ? required : undefined}
              value={option.value}
              checked={isChosen(option.value)}
              onChange={() => choose(option.value)}
              onBlur={field.onBlur}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <FieldError id={ids.error}>{error}</FieldError>
    </fieldset>
  );
}

/** One choice among `options`, as a `<fieldset>` of radio buttons with a `<legend>`; stores the chosen `value`. */
export function RadioGroupField(props: ChoiceFieldProps) {
  const bound = useFormField<string>(props.name, props.hint);
  return (
    <ChoiceFieldset
      field={bound}
      props={props}
      type="radio"
      isChosen={(value) => bound.field.value === value}
      choose={(value) => void bound.helpers.setValue(value)}
      adopt={(checked) => void bound.helpers.setValue(checked[0] ?? '')}
    />
  );
}

/** Several choices among `options`, as a `<fieldset>` of checkboxes; stores the checked values in the options' order. */
export function CheckboxListField(props: ChoiceFieldProps) {
  const bound = useFormField<readonly string[]>(props.name, props.hint);
  const checked = bound.field.value ?? [];
  const toggle = (value: string) => {
    const next = checked.includes(value)
      ? checked.filter((item) => item !== value)
      : props.options
          .map((option) => option.value)
          .filter((item) => item === value || checked.includes(item));
    void bound.helpers.setValue(next);
  };
  return (
    <ChoiceFieldset
      field={bound}
      props={props}
      type="checkbox"
      isChosen={(value) => checked.includes(value)}
      choose={toggle}
      adopt={(values) => void bound.helpers.setValue(values)}
    />
  );
}
