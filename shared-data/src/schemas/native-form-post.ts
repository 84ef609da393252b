/**
 * How the shell's server reads a lead form posted without script (decision record 027): the values, shaped like the
 * form's Formik values, and the hidden fields beside them. Server code only: the browser's forms take the field
 * names from `native-form.ts`.
 */
import { cutText } from '../format/plain-text';
import type { LeadEnvelope } from './lead-body';
import { type LeadSource, leadSourceKeys } from './lead-source';
import { isLeadType } from './lead-types';
import {
  ambassadorRegistrationForm,
  type NativeFormId,
  type NativeFormValues,
  nativeFormDialogId,
  nativeFormFields,
  nativeFormLimits,
  nativeFormStartValues,
} from './native-form';

/** True when `value` names a form that sends without script. */
export const isNativeFormId = (value: unknown): value is NativeFormId =>
  isLeadType(value) || value === ambassadorRegistrationForm;

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
export function valuesFromFormData<Id extends NativeFormId>(
  formId: Id,
  entries: Iterable<PostedEntry>,
): NativeFormValues<Id> {
  const texts = textsByName(entries);
  const values: Record<string, unknown> = {};
  for (const [key, start] of Object.entries(nativeFormStartValues[formId])) {
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

/** The dialog a form was posted from, when it names one of the shape a page's dialog ids have. */
export function dialogFromFormData(entries: Iterable<PostedEntry>): string | undefined {
  for (const [name, value] of entries) {
    if (name === nativeFormFields.dialog) {
      return typeof value === 'string' && nativeFormDialogId.test(value) ? value : undefined;
    }
  }
  return undefined;
}
