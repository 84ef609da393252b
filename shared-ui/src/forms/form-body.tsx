import type { CSSObject, Theme } from '@emotion/react';
import {
  Form,
  Formik,
  type FormikErrors,
  type FormikHelpers,
  type FormikProps,
  type FormikTouched,
  type FormikValues,
  useFormikContext,
  yupToFormErrors,
} from 'formik';
import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { formGuard, type NativeFormId, nativeFormFields } from 'shared-data/forms';
import {
  type Language,
  localizedHref,
  paths,
  privacyConsentTextsIn,
  privacyPolicy,
  privacyPolicyTexts,
} from 'shared-data/site';
import {
  Button,
  loadToaster,
  sharedUiTexts,
  Text,
  toast,
  usePageData,
  usePageLanguage,
  useTexts,
  VisuallyHidden,
  visuallyHiddenStyles,
} from 'shared-ui';
import { useEarlyClicksSettled } from '../micro-frontend/use-early-clicks-settled';
import { type FormSchema, loadFormSchemas, type SchemaPick } from './form-schemas';
import { PressHold } from './press-hold';
import { FirstRefusedFieldContext } from './use-form-field';
import { FormGuardContext, type FormGuardFields } from './use-form-guard';

export type { FormSchema, SchemaPick } from './form-schemas';

/** The schema itself, or (in page code) a pick from the schemas, loaded when the form is first focused or sent. */
export type FormSchemaRef = FormSchema | SchemaPick;

/** The schema of `ref`, loading the schemas in `language` (the page's) when it is a pick. */
export const resolveSchema = async (ref: FormSchemaRef, language: Language = 'ru'): Promise<FormSchema> =>
  typeof ref === 'function' ? ref(await loadFormSchemas(language)) : ref;

/** Props of FormBody. */
export interface FormBodyProps<Values extends FormikValues> {
  /**
   * The form's schema from shared-data, its messages shown under the fields. Page code passes a pick such as
   * `(schemas) => schemas.planOrderSchema`, so Yup loads when the visitor first focuses the form, not with the page.
   */
  schema: FormSchemaRef;
  /** Values the form starts from (and returns to on `resetForm`). */
  initialValues: Values;
  /**
   * Called with the valid values as the schema reads them (`cast`: trimmed, normalised), Formik's helpers and the
   * anti-bot fields. While the returned promise is pending the
   * submit button shows `loadingLabel`; handle failures here (a rejection only ends the submitting state).
   */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>, guard: FormGuardFields) => unknown;
  /** Text of the submit button. */
  submitLabel: string;
  /** Text of the submit button while submitting, e.g. "Отправка...". */
  loadingLabel: string;
  /**
   * An extra rule for enabling the submit button, e.g. required fields filled or a total within bounds. A form that
   * posts (`post`) applies it once script runs and the presses made before have counted: before, the button sends
   * and the server says what is missing.
   */
  canSubmit?: (values: Values) => boolean;
  /** Yup `context` of the validation (e.g. `{ now }` for the date checks). */
  validationContext?: object;
  /** Fields; a function gets Formik's state, for parts that appear with some values. */
  children: ReactNode | ((formik: FormikProps<Values>) => ReactNode);
  /** Accessible name of the form. */
  'aria-label'?: string;
  /** Id of the element naming the form, e.g. the dialog title. */
  'aria-labelledby'?: string;
  /** Id of the `<form>`. */
  id?: string;
  /**
   * Whether the send button carries the line that sending accepts the privacy policy; default true. Only a form
   * that sends nobody's personal data to the agency (the team's own sign-in) leaves it out.
   */
  consentNotice?: boolean;
  /**
   * A lead form that sends without script (decision record 027): a `<form method="post">` to the page's own address
   * with the hidden fields the shell's server reads — the lead type (`form`), the dialog it sits in (`dialog`) and
   * the empty key and start time the server fills as it serves the page. When the server refused such a post, the
   * page comes back with it (`PageData.form`) and the form starts from what was typed, with its messages shown.
   */
  post?: { form: NativeFormId; dialog?: string };
}

/** The post the server refused, when it was this form's: the same lead type, and the same dialog when it has one. */
function useRefusedPost(post: FormBodyProps<FormikValues>['post']) {
  const refused = usePageData().form;
  if (!post || !refused || refused.id !== post.form) return undefined;
  return refused.dialog === post.dialog ? refused : undefined;
}

/** The hidden fields of a form that posts to the server (see `FormBodyProps.post`). */
function PostedFields({ post }: { post: NonNullable<FormBodyProps<FormikValues>['post']> }) {
  return (
    <>
      <input type="hidden" name={nativeFormFields.form} value={post.form} />
      {/* The policy the consent line beside the send button links: sending is the consent, recorded with its version. */}
      <input type="hidden" name={nativeFormFields.consentVersion} value={privacyPolicy.version} />
      {post.dialog ? <input type="hidden" name={nativeFormFields.dialog} value={post.dialog} /> : null}
      {/* Filled by the shell's server as it serves the page; the script path sends its own. */}
      <input type="hidden" name={nativeFormFields.idempotencyKey} defaultValue="" />
      <input type="hidden" name={nativeFormFields.startedAt} defaultValue="" />
    </>
  );
}

/** The server's word on the whole form when it refused a post, e.g. that it could not be sent and may be again. */
function RefusedNotice({ message }: { message: string }) {
  return (
    <p
      role="alert"
      css={(theme) => ({
        margin: 0,
        padding: theme.space.md,
        borderInlineStart: `4px solid ${theme.colors.danger}`,
        borderRadius: theme.radii.md,
        background: theme.colors.surfaceAlt,
        color: theme.colors.danger,
      })}
    >
      {message}
    </p>
  );
}

const formStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
});

const isValidationError = (error: unknown): error is { name: string; inner: unknown[] } =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'ValidationError' &&
  Array.isArray((error as { inner?: unknown }).inner);

const focusableSelector = 'input:not([type="hidden"]), select, textarea, button';

function FocusFirstInvalid({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === handled.current) return;
    handled.current = submitCount;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches(focusableSelector)
      ? invalid
      : invalid?.querySelector<HTMLElement>(`${focusableSelector}:not(:disabled)`);
    target?.focus();
  }, [form, submitCount, isSubmitting, isValid]);
  return null;
}

function SubmitButton<Values>({
  label,
  loadingLabel,
  canSubmit,
  describedBy,
}: {
  label: string;
  loadingLabel: string;
  canSubmit?: (values: Values) => boolean;
  describedBy?: string;
}) {
  const { isSubmitting, values } = useFormikContext<Values>();
  const allowed = canSubmit ? canSubmit(values) : true;
  return (
    <Button
      type="submit"
      fullWidth
      loading={isSubmitting}
      loadingLabel={loadingLabel}
      disabled={!allowed}
      focusableWhenDisabled
      aria-describedby={describedBy}
    >
      {label}
    </Button>
  );
}

/** The line under the send button: sending accepts the privacy policy, which opens in a new tab. */
function ConsentNotice({ id }: { id: string }) {
  const texts = useTexts(sharedUiTexts);
  const consent = privacyConsentTextsIn(useTexts(privacyPolicyTexts));
  return (
    <Text id={id} variant="small" css={(theme) => ({ marginTop: `calc(-1 * ${theme.space.sm})` })}>
      {consent.before}
      <a href={localizedHref(paths.privacy, usePageLanguage())} target="_blank" rel="noopener">
        {consent.link}
        <VisuallyHidden>{` ${texts.newTab}`}</VisuallyHidden>
      </a>
      {consent.after}
    </Text>
  );
}

/**
 * A Formik form (`noValidate`) validated by a shared-data schema: messages show after a field is touched or the
 * form submitted, the first invalid field gets focus on a failed submit, and the submit button shows
 * `loadingLabel` and is disabled while submitting; under it a line links the privacy policy that sending accepts
 * (it describes the button). Carries a hidden honeypot input (`website`) and the time the
 * form was opened (`form_started_at`), both passed to `onSubmit` and readable with `useFormGuard`.
 */
export function FormBody<Values extends FormikValues>({
  schema,
  initialValues,
  onSubmit,
  submitLabel,
  loadingLabel,
  canSubmit,
  validationContext,
  children,
  id,
  consentNotice = true,
  post,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: FormBodyProps<Values>) {
  const consentId = useId();
  const texts = useTexts(sharedUiTexts);
  const language = usePageLanguage();
  const refused = useRefusedPost(post);
  const formRef = useRef<HTMLFormElement>(null);
  // A form that posts keeps its button as the server rendered it until the presses made before its code arrived
  // have counted: enabled, whatever the rule says of the server's values.
  const settled = useEarlyClicksSettled(formRef);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const [startedAt] = useState(() => Date.now());
  const readGuard = useCallback(
    (): FormGuardFields => ({
      [formGuard.honeypotField]: honeypotRef.current?.value ?? '',
      [formGuard.startedAtField]: startedAt,
    }),
    [startedAt],
  );
  const validate = async (values: Values): Promise<FormikErrors<Values>> => {
    try {
      await (await resolveSchema(schema, language)).validate(values, {
        abortEarly: false,
        context: validationContext,
      });
      return {};
    } catch (error) {
      if (isValidationError(error)) return yupToFormErrors<Values>(error);
      throw error;
    }
  };
  return (
    <Formik<Values>
      initialValues={
        refused ? { ...initialValues, ...(refused.values as unknown as Partial<Values>) } : initialValues
      }
      {...(refused
        ? {
            initialErrors: refused.errors as FormikErrors<Values>,
            initialTouched: Object.fromEntries(
              Object.keys(refused.errors).map((name) => [name, true]),
            ) as FormikTouched<Values>,
          }
        : {})}
      validate={validate}
      onSubmit={async (values, helpers) => {
        let read: FormSchema;
        try {
          read = await resolveSchema(schema, language);
        } catch {
          toast.error(texts.formKitFailure.message);
          return;
        }
        await onSubmit(read.cast(values, { context: validationContext }) as Values, helpers, readGuard());
      }}
    >
      {(formik) => (
        <FormGuardContext.Provider value={readGuard}>
          <FirstRefusedFieldContext.Provider value={refused ? Object.keys(refused.errors)[0] : undefined}>
            <Form
              ref={formRef}
              noValidate
              {...(post ? { method: 'post' } : {})}
              id={id}
              aria-label={ariaLabel}
              aria-labelledby={ariaLabelledBy}
              css={formStyles}
              onFocus={() => {
                // What sending needs, fetched while the visitor fills the form rather than with the page.
                if (typeof schema === 'function') loadFormSchemas(language).catch(() => undefined);
                loadToaster().catch(() => undefined);
              }}
            >
              <div aria-hidden="true" css={visuallyHiddenStyles}>
                <label>
                  Website
                  <input
                    ref={honeypotRef}
                    type="text"
                    name={formGuard.honeypotField}
                    tabIndex={-1}
                    autoComplete="off"
                    aria-hidden="true"
                    defaultValue=""
                  />
                </label>
              </div>
              {post ? <PostedFields post={post} /> : null}
              {refused?.message ? <RefusedNotice message={refused.message} /> : null}
              <PressHold form={formRef}>
                {typeof children === 'function' ? children(formik) : children}
              </PressHold>
              <SubmitButton<Values>
                label={submitLabel}
                loadingLabel={loadingLabel}
                canSubmit={post && !settled ? undefined : canSubmit}
                describedBy={consentNotice ? consentId : undefined}
              />
              {consentNotice ? <ConsentNotice id={consentId} /> : null}
              <FocusFirstInvalid form={formRef} />
            </Form>
          </FirstRefusedFieldContext.Provider>
        </FormGuardContext.Provider>
      )}
    </Formik>
  );
}
