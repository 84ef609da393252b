/**
 * The contract of a lead form that sends without script (decision record 027): every lead form is a real
 * `<form method="post">` to the page's own path, whose fields carry Formik's names, and the shell's server answers
 * it. This module says what the form posts and how the server reads it back; the server's answer comes back to the
 * page as `PageData.form`.
 */
import { cutText } from '../format/plain-text';
import { formGuard } from './form-guard';
import {
  consultationDialogNotices,
  consultationSectionNotices,
  customPlanNotices,
  digitalConstructorNotices,
  type FormNotices,
  planOrderNotices,
  serviceOrderNotices,
} from './form-notices';
import {
  calculatorInitialValues,
  consultationDialogInitialValues,
  consultationSectionInitialValues,
  customPlanInitialValues,
  digitalConstructorInitialValues,
  planOrderInitialValues,
  serviceOrderInitialValues,
} from './initial-values';
import type { LeadEnvelope } from './lead-body';
import { type LeadSource, leadSourceKeys } from './lead-source';
import type { LeadType } from './lead-types';

/**
 * The hidden fields a lead form posts besides its values. `form` names the form by the lead type it sends; the others
 * carry what the script path sends beside the values (`LeadEnvelope`, the consented policy version and, when the
 * early script could fill them, the visit's source under `leadSourceKeys`).
 */
export const nativeFormFields = {
  form: 'form',
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

/** What each form starts from; the offer forms name their offer in a field of their own (`planName`, `service`). */
const startValues = {
  plan_order: planOrderInitialValues(''),
  consultation: consultationSectionInitialValues,
  custom_plan: customPlanInitialValues,
  calculator: calculatorInitialValues,
  digital_constructor: digitalConstructorInitialValues,
  service_order: serviceOrderInitialValues(''),
  landing_consultation: consultationDialogInitialValues,
} as const satisfies Record<LeadType, object>;

/** A form's values as a post gives them: any text in a text field, any texts in a list, quantities by item id. */
type Posted<Values> = {
  -readonly [Key in keyof Values]: Values[Key] extends string
    ? string
    : Values[Key] extends readonly unknown[]
      ? string[]
      : Record<string, number | string>;
};

/** The values of the form `Id` read from a post, shaped like its Formik values. */
export type NativeFormValues<Id extends LeadType = LeadType> = Posted<(typeof startValues)[Id]>;

/**
 * What the server tells the page it renders again after a post it did not store: the form, the values as typed,
 * a Russian message per field name and, when the form as a whole failed, a message for it.
 */
export type NativeFormState = {
  [Id in LeadType]: {
    id: Id;
    values: NativeFormValues<Id>;
    errors: Record<string, string>;
    message?: string;
  };
}[LeadType];

/** What each form tells the visitor once its lead is stored: the toasts of the script path. */
export const nativeFormNotices: Readonly<Record<LeadType, FormNotices>> = {
  plan_order: planOrderNotices,
  consultation: consultationSectionNotices,
  custom_plan: customPlanNotices,
  calculator: customPlanNotices,
  digital_constructor: digitalConstructorNotices,
  service_order: serviceOrderNotices,
  landing_consultation: consultationDialogNotices,
};

/** One posted field: a name and a value; a file (multipart) is no value of a lead form and is ignored. */
export type PostedEntry = readonly [string, unknown];

const cut = (value: string) => cutText(value, nativeFormLimits.fieldChars, { ellipsis: '' });

/** The posted texts by name, in order, each cut to the bound. */
function textsByName(entries: Iterable<PostedEntry>): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    const list = texts.get(name) ?? [];
    if (list.length < nativeFormLimits.listItems) list.push(cut(value));
    texts.set(name, list);
  }
  return texts;
}

// An item id of the calculator or the constructor: what a quantity field may be named after.
const itemId = /^[a-z0-9][a-z0-9-]{0,63}$/i;

/**
 * A selection's quantities from the fields `<key>.<item id>`: a number where the text is one, the text itself
 * otherwise (the schema refuses it with its own message); an empty field or 0 is an item not picked.
 */
function quantities(key: string, texts: Map<string, string[]>): Record<string, number | string> {
  const picked: Record<string, number | string> = {};
  let count = 0;
  for (const [name, [text]] of texts) {
    if (!name.startsWith(`${key}.`) || text === undefined) continue;
    const id = name.slice(key.length + 1);
    const trimmed = text.trim();
    if (!itemId.test(id) || trimmed === '' || count >= nativeFormLimits.quantities) continue;
    const quantity = Number(trimmed);
    if (quantity === 0) continue;
    picked[id] = Number.isFinite(quantity) ? quantity : text;
    count += 1;
  }
  return picked;
}

/**
 * The values of the form `formId` from its posted fields, shaped by its initial values: a text field's first value
 * (`''` when missing), every value of a list field (`selectedServices`, repeated), and the quantities of a selection
 * (`selection.<item id>`). Names the form does not have are ignored, and every text is cut to
 * `nativeFormLimits.fieldChars`, so no post grows the values past a bound.
 */
export function valuesFromFormData<Id extends LeadType>(
  formId: Id,
  entries: Iterable<PostedEntry>,
): NativeFormValues<Id> {
  const texts = textsByName(entries);
  const values: Record<string, unknown> = {};
  for (const [key, start] of Object.entries(startValues[formId])) {
    if (typeof start === 'string') values[key] = texts.get(key)?.[0] ?? '';
    else if (Array.isArray(start)) values[key] = texts.get(key) ?? [];
    else values[key] = quantities(key, texts);
  }
  return values as NativeFormValues<Id>;
}

/** What a post carries beside the values: the envelope of `LeadEnvelope`, the policy version and the visit's source. */
export type NativeFormEnvelope = LeadEnvelope & LeadSource & { consent_version?: string };

const epochMillis = /^\d{1,16}$/;

/**
 * The hidden fields of a post other than `form`, as the script path sends them: each present only when posted and
 * not empty, texts cut to the bound, `form_started_at` a number (dropped when it is not whole milliseconds).
 */
export function envelopeFromFormData(entries: Iterable<PostedEntry>): NativeFormEnvelope {
  const texts = textsByName(entries);
  const first = (name: string) => {
    const text = texts.get(name)?.[0];
    return text === undefined || text.trim() === '' ? undefined : text;
  };
  const envelope: Record<string, string | number> = {};
  const textNames = [
    nativeFormFields.idempotencyKey,
    nativeFormFields.honeypot,
    nativeFormFields.promoCode,
    nativeFormFields.consentVersion,
    ...leadSourceKeys,
  ];
  for (const name of textNames) {
    const text = first(name);
    if (text !== undefined) envelope[name] = text;
  }
  const startedAt = first(nativeFormFields.startedAt)?.trim();
  if (startedAt !== undefined && epochMillis.test(startedAt)) {
    envelope[nativeFormFields.startedAt] = Number(startedAt);
  }
  return envelope as NativeFormEnvelope;
}
