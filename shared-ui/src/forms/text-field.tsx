import type { ComponentPropsWithoutRef } from 'react';
import { phonePlaceholder } from 'shared-data/forms';
import { useTypedBeforeHydration } from 'shared-ui';
import { FieldFrame } from './field-frame';
import { controlStyles } from './field-styles';
import { type FormFieldBaseProps, useFormField } from './use-form-field';

type InputExtras = Pick<
  ComponentPropsWithoutRef<'input'>,
  'placeholder' | 'autoComplete' | 'inputMode' | 'maxLength' | 'autoFocus' | 'spellCheck' | 'autoCapitalize'
>;

/** Props of a bound single-line input. */
export interface TextFieldProps extends FormFieldBaseProps, InputExtras {
  /** Default `text`. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
}

/** A labelled single-line text input bound to the Formik value `name`. */
export function TextField({
  name,
  label,
  hint,
  required,
  disabled,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const { field, helpers, error, ids, a11y } = useFormField<string>(name, hint);
  const ref = useTypedBeforeHydration<HTMLInputElement>(field.value ?? '', helpers.setValue);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <input
        {...inputProps}
        {...field}
        ref={ref}
        value={field.value ?? ''}
        id={ids.control}
        type={type}
        disabled={disabled}
        aria-required={required || undefined}
        {...a11y}
        css={controlStyles}
      />
    </FieldFrame>
  );
}

/** Props of EmailField: a TextField without a choice of type. */
export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/** A labelled e-mail input (`type=email`, `autoComplete=email`). */
export function EmailField(props: EmailFieldProps) {
  return <TextField autoComplete="email" spellCheck={false} autoCapitalize="off" {...props} type="email" />;
}

/** Props of PhoneField: a TextField without a choice of type. */
export type PhoneFieldProps = Omit<TextFieldProps, 'type'>;

/** A labelled phone input (`type=tel`, `inputMode=tel`, `autoComplete=tel`) with the Uzbek placeholder. */
export function PhoneField(props: PhoneFieldProps) {
  return (
    <TextField autoComplete="tel" inputMode="tel" placeholder={phonePlaceholder} {...props} type="tel" />
  );
}

/** Props of a bound multi-line input. */
export interface TextAreaFieldProps
  extends FormFieldBaseProps,
    Pick<ComponentPropsWithoutRef<'textarea'>, 'placeholder' | 'maxLength' | 'rows'> {}

/** A labelled multi-line text input bound to the Formik value `name`; 4 rows by default. */
export function TextAreaField({
  name,
  label,
  hint,
  required,
  disabled,
  rows = 4,
  ...props
}: TextAreaFieldProps) {
  const { field, helpers, error, ids, a11y } = useFormField<string>(name, hint);
  const ref = useTypedBeforeHydration<HTMLTextAreaElement>(field.value ?? '', helpers.setValue);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <textarea
        {...props}
        {...field}
        ref={ref}
        value={field.value ?? ''}
        id={ids.control}
        rows={rows}
        disabled={disabled}
        aria-required={required || undefined}
        {...a11y}
        css={[controlStyles, { resize: 'vertical' }]}
      />
    </FieldFrame>
  );
}
