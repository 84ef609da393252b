import type { FormikErrors, FormikHelpers, FormikTouched } from 'formik';
import type { Notice } from 'shared-data/catalog';
import type { FormNotices, Lead, LeadEnvelope } from 'shared-data/forms';
import { toast } from 'shared-ui';
import { asServerError, type ServerError, serverFieldErrors } from './server-field-errors';
import type { FormGuardFields } from './use-form-guard';
import { useIdempotencyKey } from './use-idempotency-key';
import { useSubmitLead } from './use-submit-lead';

/** How a lead form turns its values into a lead and what it tells the visitor. */
export interface LeadSubmitOptions<Values> {
  /** The lead body of shared-data for the form's values, e.g. `planOrderLeadBody`. */
  toBody: (values: Values, envelope: LeadEnvelope) => Lead;
  /** The form's success and failure toasts. */
  notices: FormNotices;
  /** Show the server's own message in the failure toast when it has one; default true. */
  serverMessage?: boolean;
  /** A notice shown instead of the failure toast for some answers, e.g. an out-of-bounds total. */
  failureNotice?: (error: ServerError) => Notice | null;
  /** Called after the success toast, when the form has been reset. */
  onSuccess?: () => void;
}

/**
 * The `onSubmit` of a FormBody that sends one lead through `submit-application`: one idempotency key per fill,
 * server field errors marked on their fields, the spec's toasts, and a reset after success.
 */
export function useLeadSubmit<Values extends object>({
  toBody,
  notices,
  serverMessage = true,
  failureNotice,
  onSuccess,
}: LeadSubmitOptions<Values>) {
  const submitLead = useSubmitLead();
  const idempotency = useIdempotencyKey();
  return async (values: Values, helpers: FormikHelpers<Values>, guard: FormGuardFields) => {
    try {
      await submitLead(toBody(values, { ...guard, idempotency_key: idempotency.key }));
    } catch (error) {
      const serverError = asServerError(error);
      const fieldErrors = serverFieldErrors(serverError, values);
      if (Object.keys(fieldErrors).length > 0) {
        helpers.setErrors(fieldErrors as FormikErrors<Values>);
        const touched = Object.fromEntries(Object.keys(fieldErrors).map((name) => [name, true]));
        void helpers.setTouched(touched as FormikTouched<Values>, false);
      }
      const notice = failureNotice?.(serverError) ?? {
        title: notices.failure.title,
        description: (serverMessage && serverError.message) || notices.failure.description,
      };
      toast.error(notice.title, notice.description);
      return;
    }
    helpers.resetForm();
    idempotency.renew();
    toast.success(notices.success.title, notices.success.description);
    onSuccess?.();
  };
}
