import { parsePhone } from 'shared-data/phone';
import type { AmbassadorSendCodeResult, AmbassadorVerifyInput } from 'shared-data/schemas';
import { type InferType, mixed, number, object, string } from 'yup';
import { type Language, languages } from '../routes/languages';
import type { LeadSource } from '../schemas/lead-source';
import { type LeadType, leadTypes } from '../schemas/lead-types';
import { adminLimits, isLeadStatus, type LeadStatus, leadStatuses } from './admin-model';
import { adminMessages } from './admin-texts';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const optionalText = () =>
  string()
    .trim()
    .transform((value: string) => (value === '' ? undefined : value))
    .optional();

/** A `YYYY-MM-DD` day that is in the calendar (no 30 February) and within the years the inbox takes. */
const isInboxDay = (value: string) => {
  const [, year = 0, month = 0, date = 0] = isoDate.exec(value)?.map(Number) ?? [];
  if (year < adminLimits.firstYear || year > adminLimits.lastYear) return false;
  const day = new Date(Date.UTC(year, month - 1, date));
  return day.getUTCMonth() === month - 1 && day.getUTCDate() === date;
};

const day = () =>
  optionalText().test(
    'iso-date',
    adminMessages.dateInvalid,
    (value) => value === undefined || isInboxDay(value),
  );

const leadId = () => string().trim().required(adminMessages.idInvalid).matches(uuid, adminMessages.idInvalid);

/** Body of `admin-send-code`: the manager's e-mail (`adminEmailSchema`, Russian like the inbox, in the core entry). */
export type AdminEmailInput = Pick<AmbassadorVerifyInput, 'email'>;

/** Answer of `admin-send-code`: the same shape for every address (see `AmbassadorSendCodeResult`). */
export type AdminSendCodeResult = AmbassadorSendCodeResult;

/**
 * Body of `admin-verify`: the e-mail, the code from the letter and the attempt it was asked for in, as the
 * ambassador's (`ambassadorVerifySchema`, in Russian like the inbox, in the core entry).
 */
export type AdminVerifyInput = AmbassadorVerifyInput;

/** What narrows the inbox; every field may be left out. Dates are Tashkent days, both ends included. */
export const adminLeadFilterSchema = object({
  type: mixed<LeadType>()
    .optional()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf([...leadTypes, undefined], adminMessages.typeInvalid),
  status: mixed<LeadStatus>()
    .optional()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .test('status', adminMessages.statusInvalid, (value) => value === undefined || isLeadStatus(value)),
  from: day(),
  to: day().test('range', adminMessages.dateRangeInvalid, function range(value) {
    const { from } = this.parent as { from?: string };
    return value === undefined || from === undefined || from <= value;
  }),
  q: optionalText().max(adminLimits.searchMaxLength, adminMessages.searchTooLong),
  /** A campaign's `utm_source` or a referring site's host, either case. */
  source: optionalText().max(adminLimits.sourceMaxLength, adminMessages.sourceTooLong),
  /** The language of the page the lead was sent from. */
  language: mixed<Language>()
    .optional()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf([...languages, undefined], adminMessages.languageInvalid),
  /** `mine`: the leads the signed-in manager owns. */
  owner: mixed<'mine'>()
    .optional()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf(['mine', undefined], adminMessages.ownerFilterInvalid),
  /** `today`: open leads whose next contact is today or overdue (Tashkent days). */
  due: mixed<'today'>()
    .optional()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf(['today', undefined], adminMessages.dueFilterInvalid),
});

export type AdminLeadFilter = InferType<typeof adminLeadFilterSchema>;

/** Body of `admin-leads`: the filter and the page (from 1). */
export const adminLeadsSchema = adminLeadFilterSchema.shape({
  page: number()
    .typeError(adminMessages.pageInvalid)
    .integer(adminMessages.pageInvalid)
    .min(1, adminMessages.pageInvalid)
    .max(1_000_000, adminMessages.pageInvalid)
    .default(1),
  page_size: number()
    .typeError(adminMessages.pageSizeInvalid)
    .oneOf([...adminLimits.pageSizes], adminMessages.pageSizeInvalid)
    .default(adminLimits.defaultPageSize),
});

export type AdminLeadsInput = InferType<typeof adminLeadsSchema>;

/** Body of `admin-lead`. */
export const adminLeadRefSchema = object({ id: leadId() });

export type AdminLeadRefInput = InferType<typeof adminLeadRefSchema>;

/** Body of `admin-lead-status`: the lead and where it goes. */
export const adminLeadStatusSchema = object({
  id: leadId(),
  status: mixed<LeadStatus>()
    .required(adminMessages.statusInvalid)
    .oneOf([...leadStatuses], adminMessages.statusInvalid),
});

export type AdminLeadStatusInput = InferType<typeof adminLeadStatusSchema>;

/**
 * Body of `admin-lead-work`: who owns the lead and when to contact the client next, as the manager saw the lead
 * (`version`): a write over a lead changed since answers 409, never overwriting the other manager's change. A field
 * left out stays; `null` clears it.
 */
export const adminLeadWorkSchema = object({
  id: leadId(),
  version: number()
    .typeError(adminMessages.versionInvalid)
    .required(adminMessages.versionInvalid)
    .integer(adminMessages.versionInvalid)
    .min(1, adminMessages.versionInvalid),
  owner: string()
    .trim()
    .lowercase()
    .nullable()
    .optional()
    .transform((value: string | null | undefined) => (value === '' ? null : value))
    .max(254, adminMessages.ownerInvalid),
  next_contact_on: string()
    .trim()
    .nullable()
    .optional()
    .transform((value: string | null | undefined) => (value === '' ? null : value))
    .test('iso-date', adminMessages.dateInvalid, (value) => value == null || isInboxDay(value)),
});

export type AdminLeadWorkInput = InferType<typeof adminLeadWorkSchema>;

/** Body of `admin-lead-note`: a note on the lead, in the manager's name. */
export const adminLeadNoteSchema = object({
  id: leadId(),
  text: string()
    .trim()
    .required(adminMessages.noteRequired)
    .max(adminLimits.noteMaxLength, adminMessages.noteTooLong),
});

export type AdminLeadNoteInput = InferType<typeof adminLeadNoteSchema>;

/** Body of `admin-erase`: the e-mail or phone of the person who asked for their data to be deleted. */
export const adminEraseSchema = object({
  contact: string()
    .trim()
    .required(adminMessages.eraseContactRequired)
    .max(254, adminMessages.eraseContactInvalid)
    .test(
      'contact',
      adminMessages.eraseContactInvalid,
      (value) => value.includes('@') || parsePhone(value) !== null,
    ),
});

/** Answer of `admin-erase`: how many leads were anonymised and mails dropped or emptied. */
export interface AdminEraseResult {
  leads: number;
  mails: number;
  /** Ambassadors whose cabinet was closed and record anonymised. */
  ambassadors: number;
}

/** Body of `admin-mail-retry`: a failed mail job. */
export const adminMailRetrySchema = object({
  id: string().trim().required(adminMessages.mailJobNotFound).matches(uuid, adminMessages.mailJobNotFound),
});

export type AdminMailRetryInput = InferType<typeof adminMailRetrySchema>;

/** The signed-in manager. */
export interface AdminManager {
  email: string;
}

/** Answer of `admin-verify`. */
export interface AdminSession {
  manager: AdminManager;
  token: string;
  /** ISO time the session ends. */
  expires_at: string;
}

/** Answer of `admin-me`. */
export interface AdminMeResult {
  manager: AdminManager;
  expires_at: string;
  /** Every manager a lead may be given to (`ADMIN_EMAILS`). */
  managers: string[];
}

/** One row of the inbox. Money in whole сум; times ISO. */
export interface AdminLeadSummary {
  id: string;
  created_at: string;
  type: LeadType;
  status: LeadStatus;
  name: string;
  email: string | null;
  phone: string | null;
  /** The plan, pack or service the lead is about, as it was shown. */
  subject: string | null;
  final_price: number | null;
  promo_code: string | null;
  suspected: boolean;
  suspected_reason: string | null;
  /** Where the lead's visit came from: UTM tags, referring host, first page (`{}` when nothing is known). */
  source: LeadSource;
  /** The language of the page it was sent from: the team answers in it. */
  language: Language;
  /** The manager who owns the lead, or none yet. */
  owner: string | null;
  /** The Tashkent day to contact the client next (`YYYY-MM-DD`), or none. */
  next_contact_on: string | null;
}

/** How many leads of each status a filter finds. */
export type AdminStatusCounts = Record<LeadStatus, number>;

/** Answer of `admin-leads`. */
export interface AdminLeadsPage {
  leads: AdminLeadSummary[];
  total: number;
  page: number;
  page_size: number;
  /** Per status, what the filter finds with its status left out: the status tabs and the count in the tab title. */
  counts: AdminStatusCounts;
}

/** One labelled line of what a lead carried, in Russian. */
export interface AdminLeadField {
  label: string;
  value: string;
}

/** One status change: who moved the lead, when, from where to where. */
export interface AdminStatusChange {
  from: LeadStatus;
  to: LeadStatus;
  by: string;
  at: string;
}

/** A change of who owns a lead or when to contact the client next. */
export interface AdminWorkChange {
  field: 'owner' | 'next_contact_on';
  from: string | null;
  to: string | null;
  by: string;
  at: string;
}

/** A manager's note on a lead. */
export interface AdminLeadNote {
  text: string;
  by: string;
  at: string;
}

/** Answer of `admin-lead`, `admin-lead-status`, `admin-lead-work` and `admin-lead-note`. */
export interface AdminLeadDetail {
  lead: AdminLeadSummary & {
    discount_amount: number;
    plan_price: number | null;
    ambassador: { name: string; email: string; promo_code: string } | null;
    /** Commission credited to the ambassador for this lead, once it is won. */
    commission: number | null;
    /** When and by which manager the commission was marked paid out; `null` while unpaid. */
    commission_paid: { at: string; by: string } | null;
    /** Everything the lead carried, readable. */
    fields: AdminLeadField[];
    /** The statuses it may move to now. */
    moves: LeadStatus[];
    /** Grows with every change of status, owner or next contact: what `admin-lead-work` is checked against. */
    version: number;
  };
  history: AdminStatusChange[];
  /** Owner and next-contact changes, oldest first. */
  changes: AdminWorkChange[];
  /** Notes, oldest first. */
  notes: AdminLeadNote[];
}

/** Answer of `admin-leads-csv`: the filtered list as a CSV document (UTF-8 with BOM, `;`-separated, for Excel). */
export interface AdminLeadsCsv {
  csv: string;
  filename: string;
  count: number;
}

/** A mail or message that used up its retries. */
export interface AdminFailedMail {
  id: string;
  /** What it was: a lead mail, a sign-in code, a Telegram alert… in Russian. */
  kind: string;
  to: string | null;
  lead_id: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
}

/** Answer of `admin-failed-mail`. */
export interface AdminFailedMailList {
  jobs: AdminFailedMail[];
}

/** Answer of `admin-mail-retry`. */
export interface AdminMailRetryResult {
  queued: true;
}

/** Answer of `admin-logout`. */
export interface AdminLogoutResult {
  ok: true;
}

/** One line of a chart over the summary's days: what it counts and its count per day. */
export interface AdminSummarySeries {
  /** A lead type's key, or a source (`utm_source`, else the referring host; `''` for direct visits, `*` for the rest). */
  key: string;
  counts: number[];
}

/** An ambassador among those who brought the most leads in the summary's days. */
export interface AdminSummaryAmbassador {
  name: string;
  promo_code: string;
  leads: number;
  won: number;
  /** What the won leads they brought came to, in сум. */
  won_amount: number;
}

/** Answer of `admin-summary`: the last `summaryDays` Tashkent days, today included. */
export interface AdminSummary {
  /** The days, oldest first, `YYYY-MM-DD`. */
  days: string[];
  by_type: AdminSummarySeries[];
  by_source: AdminSummarySeries[];
  total: number;
  won: number;
  lost: number;
  /** What the won leads of these days came to, in сум. */
  won_amount: number;
  ambassadors: AdminSummaryAmbassador[];
}
