import type { Option } from 'shared-data/catalog';
import { sharedUiTexts, useTexts, useTypedBeforeHydration } from 'shared-ui';
import { FieldFrame } from './field-frame';
import { controlStyles } from './field-styles';
import { type FormFieldBaseProps, useFormField } from './use-form-field';

/** Props of a bound native select. */
export interface SelectFieldProps extends FormFieldBaseProps {
  /** The choices; `value` is stored, `label` shown. */
  options: readonly Option[];
  /** Text of the empty first option (value `''`), e.g. "Выберите услугу". */
  placeholder?: string;
}

/** A labelled native `<select>` over `{value,label}` options, with an empty placeholder option first. */
export function SelectField({
  name,
  label,
  hint,
  required,
  disabled,
  options,
  placeholder,
}: SelectFieldProps) {
  const texts = useTexts(sharedUiTexts).select;
  const { field, helpers, error, ids, a11y } = useFormField<string>(name, hint);
  const ref = useTypedBeforeHydration<HTMLSelectElement>(field.value ?? '', helpers.setValue);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <select
        ref={ref}
        {...field}
        value={field.value ?? ''}
        id={ids.control}
        disabled={disabled}
        aria-required={required || undefined}
        {...a11y}
        css={[controlStyles, { cursor: 'pointer' }]}
      >
        <option value="">{placeholder ?? texts.placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
