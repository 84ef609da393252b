import { useField, useFormikContext } from 'formik';
import { createContext, useContext, useId } from 'react';
import { useHeldField } from './press-hold';

/** The first message in a Formik error, which may be a string, a list (per item) or an object (per key). */
function firstErrorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (Array.isArray(error)) {
    for (const item of error) {
      const message = firstErrorMessage(item);
      if (message) return message;
    }
    return undefined;
  }
  if (error && typeof error === 'object') return firstErrorMessage(Object.values(error));
  return undefined;
}

/**
 * The field a refused post came back with its first message on (`FormBody`): its control has `autofocus` in the page
 * the server sends back, so the browser takes the visitor to it as the page loads, before and without script.
 * Hydrating it later moves nothing (React leaves the focus where the visitor has put it).
 */
export const FirstRefusedFieldContext = createContext<string | undefined>(undefined);

/** Props every bound field shares: the Formik name, a visible label, an optional hint and the required mark. */
export interface FormFieldBaseProps {
  /** Name of the value in the form's values. */
  name: string;
  /** Visible label. */
  label: string;
  /** Help text under the control, linked with `aria-describedby`. */
  hint?: string;
  /** Shows the `*` mark and sets `aria-required`; the schema still decides what is valid. */
  required?: boolean;
  /** Disables the control. */
  disabled?: boolean;
}

/**
 * Formik state of one field plus ids for its label, hint and error. The error shows once the field was touched or
 * the form was submitted (a field left by a press shows or drops it when the press ends: `PressHold`).
 */
export function useFormField<V = unknown>(name: string, hint?: string) {
  const [field, meta, helpers] = useField<V>(name);
  const { submitCount } = useFormikContext();
  const id = useId();
  const { touched, heldError } = useHeldField(name, Boolean(meta.touched));
  const message = firstErrorMessage(meta.error);
  const error =
    (message && (touched || submitCount > 0) ? message : undefined) ?? firstErrorMessage(heldError);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const firstRefused = useContext(FirstRefusedFieldContext) === name;
  return {
    field,
    meta,
    helpers,
    error,
    ids: { control: `${id}-control`, label: `${id}-label`, hint: hintId, error: errorId },
    a11y: {
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedBy,
      autoFocus: firstRefused ? (true as const) : undefined,
    },
  };
}
