import { useField } from 'formik';
import { type ChangeEvent, type ComponentPropsWithoutRef, useEffect, useState } from 'react';
import { ambassadorLimits, phonePlaceholder } from 'shared-data/forms';
import { loadOnce } from 'shared-data/site';
import { sharedUiTexts, useTexts, useTypedBeforeHydration } from 'shared-ui';
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
  /**
   * Rewrites what was typed before it becomes the value, when the caret is at the end (grouping digits); given
   * later (once its code has arrived), it rewrites what is there at once.
   */
  formatTyped?: (typed: string) => string;
  /** Called when the input takes focus, e.g. to fetch what `formatTyped` needs. */
  onFocus?: () => void;
}

/** A labelled single-line text input bound to the Formik value `name`. */
export function TextField({
  name,
  label,
  hint,
  required,
  disabled,
  type = 'text',
  formatTyped,
  onFocus,
  ...inputProps
}: TextFieldProps) {
  const { field, helpers, error, ids, a11y } = useFormField<string>(name, hint);
  const ref = useTypedBeforeHydration<HTMLInputElement>(field.value ?? '', helpers.setValue);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a formatter arrives, on the value it finds.
  useEffect(() => {
    const input = ref.current;
    if (!formatTyped || !input || input.selectionStart !== input.value.length) return;
    const formatted = formatTyped(input.value);
    if (formatted !== input.value) void helpers.setValue(formatted);
  }, [formatTyped]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.currentTarget;
    if (!formatTyped || selectionStart !== value.length) return field.onChange(event);
    void helpers.setValue(formatTyped(value));
  };
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <input
        {...inputProps}
        {...field}
        onChange={onChange}
        onFocus={onFocus}
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

/** Props of SignInCodeField: its label. */
export type SignInCodeFieldProps = Pick<TextFieldProps, 'label'>;

/**
 * The one-time sign-in code from an e-mail, as the manager's and the ambassador's sign-in ask for it: the value `code`,
 * required, a digit keypad and the phone's offer of a code just mailed (`autoComplete=one-time-code`). It takes two
 * characters past the code's digits, so a code pasted with spaces fits and is refused by the schema, not cut.
 */
export function SignInCodeField({ label }: SignInCodeFieldProps) {
  return (
    <TextField
      name="code"
      label={label}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={ambassadorLimits.codeLength + 2}
    />
  );
}

/** Props of PhoneField: a TextField without a choice of type or formatting. */
export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'formatTyped' | 'onFocus'>;

const phoneRule = loadOnce(() => import(/* webpackChunkName: "phone-rule" */ 'shared-data/phone'));

/**
 * A labelled phone input (`type=tel`, `inputMode=tel`, `autoComplete=tel`) with the Uzbek placeholder. While the
 * caret is at the end it groups the digits as people read them (`90 123 45 67`). The rule loads on focus or on the
 * first character (typed, or kept from before the page was live), and groups what is there when it arrives.
 */
export function PhoneField(props: PhoneFieldProps) {
  const [{ value }] = useField<string>(props.name);
  const [rule, setRule] = useState(phoneRule.ifLoaded);
  const load = () => {
    if (!rule) phoneRule.load().then(setRule, () => undefined);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first character asks for the rule.
  useEffect(() => {
    if (value) load();
  }, [value === '' || value === undefined]);
  return (
    <TextField
      autoComplete="tel"
      inputMode="tel"
      placeholder={phonePlaceholder}
      {...props}
      type="tel"
      formatTyped={rule?.formatPhoneAsTyped}
      onFocus={load}
    />
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

/** Props of ContactFields. */
export interface ContactFieldsProps {
  /** Adds the optional company field after the phone. */
  company?: boolean;
}

/** A lead form's contacts, the same in every form: name, e-mail and phone (required), and the company if asked. */
export function ContactFields({ company = false }: ContactFieldsProps) {
  const texts = useTexts(sharedUiTexts).fields;
  return (
    <>
      <TextField name="name" label={texts.name} required autoComplete="name" />
      <EmailField name="email" label={texts.email} required />
      <PhoneField name="phone" label={texts.phone} required />
      {company && <TextField name="company" label={texts.company} autoComplete="organization" />}
    </>
  );
}
