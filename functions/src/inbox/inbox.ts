import {
  type AdminLeadDetail,
  type AdminLeadField,
  type AdminLeadFilter,
  type AdminLeadNote,
  type AdminLeadSummary,
  type AdminStatusChange,
  type AdminWorkChange,
  displayPhone,
  type Lead,
  type LeadPricing,
  leadStatusMoves,
  validateLead,
} from 'shared-data/core';
import type { Db, DbTx } from '../db/port';
import { describeLead, leadLines } from '../leads/lead-details';
import {
  amountOf,
  countLeads,
  countLeadsByStatus,
  formatCreated,
  type LeadRow,
  type LeadViewer,
  leadSummaryColumns,
  selectLeads,
} from './lead-query';

const queries = {
  lead: `select ${leadSummaryColumns}, a.discount_amount, a.plan_price, a.payload, a.lead, a.pricing, a.version,
      amb.name as ambassador_name, amb.email as ambassador_email, amb.promo_code as ambassador_promo_code,
      e.amount as commission, e.paid_at as commission_paid_at, e.paid_by as commission_paid_by
    from applications a
    left join ambassadors amb on amb.id = a.ambassador_id
    left join ambassador_earnings e on e.application_id = a.id
    where a.id = $1`,
  // The lead view's records are read under the names it shows them by; `at` becomes ISO text in `recorded`.
  history: `select from_status as "from", to_status as "to", changed_by as "by", changed_at as "at"
    from lead_status_changes where application_id = $1 order by changed_at, id`,
  workChanges: `select field, from_value as "from", to_value as "to", changed_by as "by", changed_at as "at"
    from lead_work_changes where application_id = $1 order by changed_at, id`,
  notes: `select body as "text", author as "by", created_at as "at"
    from lead_notes where application_id = $1 order by created_at, id`,
} as const;

const toSummary = (row: LeadRow): AdminLeadSummary => ({
  id: row.id,
  created_at: new Date(row.created_at).toISOString(),
  type: row.type,
  status: row.status,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.plan_name,
  final_price: amountOf(row.final_price),
  promo_code: row.promo_code,
  suspected: row.suspected,
  suspected_reason: row.suspected_reason,
  source: row.source ?? {},
  language: row.language,
  owner: row.owner_email,
  next_contact_on: row.next_contact_on,
});

/**
 * One page of the inbox, newest first, how many leads the filter finds in all, and how many of each status the
 * filter finds when its status is left out.
 */
export async function listInbox(
  db: Db,
  filter: AdminLeadFilter,
  page: number,
  pageSize: number,
  viewer: LeadViewer,
) {
  const [rows, total, counts] = await Promise.all([
    selectLeads(db, filter, { viewer, limit: pageSize, offset: (page - 1) * pageSize }),
    countLeads(db, filter, viewer),
    countLeadsByStatus(db, filter, viewer),
  ]);
  return { leads: rows.map(toSummary), total, counts };
}

/** The name of the inbox's CSV file, by its Tashkent day: `leads-2025-08-01.csv`. */
export const inboxCsvFilename = (today = new Date()) => `leads-${formatCreated(today).slice(0, 10)}.csv`;

interface LeadDetailRow extends LeadRow {
  version: number;
  discount_amount: number | string;
  plan_price: number | string | null;
  payload: Record<string, unknown>;
  lead: Lead | null;
  pricing: LeadPricing | null;
  ambassador_name: string | null;
  ambassador_email: string | null;
  ambassador_promo_code: string | null;
  commission: number | string | null;
  commission_paid_at: Date | null;
  commission_paid_by: string | null;
}

/**
 * The lead as stored: its validated record, or for a lead stored before those were kept, its body validated again as
 * of its arrival (undefined when that fails, or the lead was erased).
 */
function storedLead(row: LeadDetailRow): Lead | undefined {
  if (row.lead) return row.lead;
  const validation = validateLead(row.payload, { now: new Date(row.created_at).getTime() });
  return validation.ok ? validation.lead : undefined;
}

/** The server's figures as stored: whole, or for a lead stored before they were kept, from the price columns. */
const storedPricing = (row: LeadDetailRow): LeadPricing =>
  row.pricing ?? {
    planName: row.plan_name,
    planPrice: amountOf(row.plan_price),
    discountAmount: Number(row.discount_amount),
    finalPrice: amountOf(row.final_price),
    totalAmount: amountOf(row.final_price),
    selectedServices: null,
  };

/** What the lead carried, in the lines every channel shows; its contacts alone when the lead cannot be read back. */
function readableFields(row: LeadDetailRow): AdminLeadField[] {
  const lead = storedLead(row);
  if (lead) {
    return leadLines(
      describeLead(lead, storedPricing(row), {
        receivedAt: new Date(row.created_at),
        suspicion: row.suspected_reason,
        source: row.source ?? {},
        language: row.language,
      }),
    );
  }
  return [
    { label: 'Имя', value: row.name },
    ...(row.phone ? [{ label: 'Телефон', value: displayPhone(row.phone) }] : []),
    ...(row.email ? [{ label: 'E-mail', value: row.email }] : []),
  ];
}

/** A row of the lead's history as the database gives it: `at` a timestamp, not yet text. */
type Recorded<T extends { at: string }> = Omit<T, 'at'> & { at: Date | string };

const recorded = <T extends { at: string }>(row: Recorded<T>): T =>
  ({ ...row, at: new Date(row.at).toISOString() }) as T;

/** A lead with everything it carried, its ambassador and commission, its status history and its next moves. */
export async function readLead(tx: DbTx, id: string): Promise<AdminLeadDetail | undefined> {
  const [row] = await tx.query<LeadDetailRow>(queries.lead, [id]);
  if (!row) return undefined;
  const history = await tx.query<Recorded<AdminStatusChange>>(queries.history, [id]);
  const changes = await tx.query<Recorded<AdminWorkChange>>(queries.workChanges, [id]);
  const notes = await tx.query<Recorded<AdminLeadNote>>(queries.notes, [id]);
  return {
    lead: {
      ...toSummary(row),
      discount_amount: Number(row.discount_amount),
      plan_price: amountOf(row.plan_price),
      ambassador:
        row.ambassador_name && row.ambassador_email && row.ambassador_promo_code
          ? { name: row.ambassador_name, email: row.ambassador_email, promo_code: row.ambassador_promo_code }
          : null,
      commission: amountOf(row.commission),
      commission_paid:
        row.commission_paid_at && row.commission_paid_by
          ? { at: new Date(row.commission_paid_at).toISOString(), by: row.commission_paid_by }
          : null,
      fields: readableFields(row),
      moves: [...leadStatusMoves[row.status]],
      version: row.version,
    },
    history: history.map(recorded),
    changes: changes.map(recorded),
    notes: notes.map(recorded),
  };
}
