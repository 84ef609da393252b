import type { FormikErrors, FormikHelpers, FormikTouched } from 'formik';
import { reportLeadGoal } from 'shared-data/analytics';
import type { Notice } from 'shared-data/catalog';
import type { FormNotices, Lead, LeadEnvelope } from 'shared-data/forms';
import { toast, usePageLanguage } from 'shared-ui';
import { asServerError, type ServerError, serverFieldErrors } from './server-field-errors';
import { useMutationOnDemand } from './use-api-on-demand';
import type { FormGuardFields } from './use-form-guard';
import { useIdempotencyKey } from './use-idempotency-key';

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
 * The one way a form sends a lead: the `onSubmit` of a FormBody that sends it through `submit-application`, with one
 * idempotency key per fill, server field errors marked on their fields, the spec's toasts, a reset after success, and
 * the lead reported as a goal.
 */
export function useLeadSubmit<Values extends object>({
  toBody,
  notices,
  serverMessage = true,
  failureNotice,
  onSuccess,
}: LeadSubmitOptions<Values>) {
  // The page's store, the api and RTK Query load with the first send, not with the page or the form.
  const submit = useMutationOnDemand((api) => api.leadsApi.endpoints.submitApplication);
  const idempotency = useIdempotencyKey();
  // The lead keeps the language of the page it was sent from: the team answers in it and the server refuses in it.
  const language = usePageLanguage();
  return async (values: Values, helpers: FormikHelpers<Values>, guard: FormGuardFields) => {
    try {
      await submit(toBody(values, { ...guard, idempotency_key: idempotency.key, language }));
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
    // A lead sent is a goal for the analytics tags the visitor accepted.
    reportLeadGoal();
    helpers.resetForm();
    idempotency.renew();
    toast.success(notices.success.title, notices.success.description);
    onSuccess?.();
  };
}
