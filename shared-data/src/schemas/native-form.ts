/**
 * The contract of a lead form that sends without script (decision record 027): every lead form is a real
 * `<form method="post">` to the page's own path, whose fields carry Formik's names, and the shell's server answers
 * it. This module says what the form posts and how the server reads it back; the server's answer comes back to the
 * page as `PageData.form`. How the server reads a post back is its own module (`native-form-post.ts`), which
 * browser code never needs.
 */
import type { SharedDataTexts } from '../texts/book';
import { formGuard } from './form-guard';
import type { FormNotices } from './form-notices';
import {
  calculatorInitialValues,
  consultationDialogInitialValues,
  consultationSectionInitialValues,
  customPlanInitialValues,
  digitalConstructorInitialValues,
  planOrderInitialValues,
  serviceOrderInitialValues,
} from './initial-values';
import type { LeadType } from './lead-types';

/**
 * The hidden fields a lead form posts besides its values. `form` names the form by the lead type it sends; the others
 * carry what the script path sends beside the values (`LeadEnvelope`, the consented policy version and, when the
 * early script could fill them, the visit's source under `leadSourceKeys`).
 */
export const nativeFormFields = {
  form: 'form',
  dialog: 'dialog',
  idempotencyKey: 'idempotency_key',
  honeypot: formGuard.honeypotField,
  startedAt: formGuard.startedAtField,
  promoCode: 'promo_code',
  consentVersion: 'consent_version',
} as const;

/** The query parameter of the page a sent form lands on: `?sent=<form id>` shows the thank-you notice. */
export const nativeFormSentParam = 'sent';

/**
 * A hidden field exactly as React renders `<input type="hidden" name={name} value="" />` on the server. The shell's
 * server fills each of these as it serves a page, so a form must render them with no other attribute.
 */
const emptyHiddenField = (name: string) => `<input type="hidden" name="${name}" value=""/>`;

/**
 * The empty hidden fields the shell's server fills in every page it serves: a fresh random key in each
 * `idempotencyKey` (pages are rendered once and served to everyone, so the key cannot come with the markup) and the
 * serving time (epoch ms) in each `startedAt`.
 */
export const nativeFormMarkers = {
  idempotencyKey: emptyHiddenField(nativeFormFields.idempotencyKey),
  startedAt: emptyHiddenField(nativeFormFields.startedAt),
} as const;

/** The most a posted form is read into: characters of one field, items of one list, quantities of one selection. */
export const nativeFormLimits = {
  /** Twice the longest field's limit: longer text is cut (between graphemes) and still refused as too long. */
  fieldChars: 4000,
  listItems: 100,
  quantities: 100,
} as const;

/** The ambassador's registration, the one form besides the lead forms that sends without script. */
export const ambassadorRegistrationForm = 'ambassador_registration';

/** A form that sends without script: a lead form, by its lead type, or the ambassador's registration. */
export type NativeFormId = LeadType | typeof ambassadorRegistrationForm;

/** What each form starts from; the offer forms name their offer in a field of their own (`planName`, `service`). */
export const nativeFormStartValues = {
  plan_order: planOrderInitialValues(''),
  consultation: consultationSectionInitialValues,
  custom_plan: customPlanInitialValues,
  calculator: calculatorInitialValues,
  digital_constructor: digitalConstructorInitialValues,
  service_order: serviceOrderInitialValues(''),
  landing_consultation: consultationDialogInitialValues,
  ambassador_registration: { name: '', email: '', phone: '' },
} as const satisfies Record<NativeFormId, object>;

/** A form's values as a post gives them: any text in a text field, any texts in a list, quantities by item id. */
type Posted<Values> = {
  -readonly [Key in keyof Values]: Values[Key] extends string
    ? string
    : Values[Key] extends readonly unknown[]
      ? string[]
      : Record<string, number | string>;
};

/** The values of the form `Id` read from a post, shaped like its Formik values. */
export type NativeFormValues<Id extends NativeFormId = NativeFormId> = Posted<
  (typeof nativeFormStartValues)[Id]
>;

/**
 * What the server tells the page it renders again after a post it did not store: the form, the values as typed,
 * a Russian message per field name and, when the form as a whole failed, a message for it.
 */
export type NativeFormState = {
  [Id in NativeFormId]: {
    id: Id;
    values: NativeFormValues<Id>;
    errors: Record<string, string>;
    message?: string;
    /** The dialog the form was posted from (`nativeFormFields.dialog`): the page shows it open again. */
    dialog?: string;
  };
}[NativeFormId];

/** What a dialog's id may be, as a form posts it: the page's own ids (`order-start`, `consultation`). */
export const nativeFormDialogId = /^[a-z][a-z0-9-]{0,63}$/;

/**
 * What each form tells the visitor once its lead is stored, from the notices of the page's language (shared-data's
 * book, `notices`): the toasts of the script path.
 */
export const nativeFormNoticesIn = (
  notices: SharedDataTexts['notices'],
): Readonly<Record<LeadType, FormNotices>> => ({
  plan_order: notices.planOrder,
  consultation: notices.consultationSection,
  custom_plan: notices.customPlan,
  calculator: notices.customPlan,
  digital_constructor: notices.digitalConstructor,
  service_order: notices.serviceOrder,
  landing_consultation: notices.consultationDialog,
});
