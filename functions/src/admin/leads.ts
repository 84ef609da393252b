import { formatMoney, type LeadSource, leadSourceKeys } from 'shared-data/core';
import type { Db } from '../db/port';
import type { Commission } from './commission';
import { type CsvValue, toCsv } from './csv';
import { moveLead } from './lead-status';
import { formatTable } from './table';

export interface LeadRow {
  id: string;
  created_at: Date;
  type: string;
  name: string;
  email: string | null;
  phone: string | null;
  plan_name: string | null;
  plan_price: number | null;
  promo_code: string | null;
  discount_amount: number;
  final_price: number | null;
  status: string;
  suspected: boolean;
  suspected_reason: string | null;
  ambassador_id: string | null;
  ambassador_email: string | null;
  /** Where the visit came from (`cleanLeadSource`); null on leads from before it was kept. */
  source: LeadSource | null;
  consent_version: string | null;
  consent_at: Date | null;
  payload: Record<string, unknown>;
}

const leadColumns = `a.id, a.created_at, a.type, a.name, a.email, a.phone, a.plan_name, a.plan_price, a.promo_code,
  a.discount_amount, a.final_price, a.status, a.suspected, a.suspected_reason, a.ambassador_id, amb.email as ambassador_email,
  a.source, a.consent_version, a.consent_at, a.payload`;

const queries = {
  newest: `select ${leadColumns}
    from applications a left join ambassadors amb on amb.id = a.ambassador_id
    where ($1::text is null or a.type = $1)
    order by a.created_at desc, a.id desc
    limit $2`,
  count: 'select count(*)::int as n from applications where ($1::text is null or type = $1)',
  oldestFirst: `select ${leadColumns}
    from applications a left join ambassadors amb on amb.id = a.ambassador_id
    order by a.created_at, a.id`,
  leadName: 'select name from applications where id = $1',
} as const;

export interface ListLeadsOptions {
  limit?: number;
  type?: string | undefined;
}

/** The newest leads (50 by default), optionally of one type, and how many there are in all. */
export async function listLeads(db: Db, { limit = 50, type }: ListLeadsOptions = {}) {
  const rows = await db.query<LeadRow>(queries.newest, [type ?? null, limit]);
  const [count] = await db.query<{ n: number }>(queries.count, [type ?? null]);
  return { rows, total: count?.n ?? 0 };
}

const tashkentTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Tashkent',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A lead's time as Tashkent sees it: `2025-08-01 15:04`. */
export const formatCreated = (at: Date) => tashkentTime.format(at);

/** The lead list as a terminal table. */
export function formatLeadTable(rows: readonly LeadRow[]): string {
  return formatTable<LeadRow>(
    [
      { header: 'id', value: (row) => row.id },
      { header: 'created (Tashkent)', value: (row) => formatCreated(row.created_at) },
      { header: 'type', value: (row) => row.type },
      { header: 'name', value: (row) => row.name, maxWidth: 24 },
      { header: 'contact', value: (row) => [row.email, row.phone].filter(Boolean).join(', '), maxWidth: 40 },
      { header: 'plan', value: (row) => row.plan_name ?? '', maxWidth: 24 },
      {
        header: 'final price',
        value: (row) => (row.final_price === null ? '' : formatMoney(row.final_price)),
        align: 'right',
      },
      { header: 'status', value: (row) => (row.suspected ? `${row.status} ⚠` : row.status) },
    ],
    rows,
  );
}

const csvColumns: readonly { header: string; value: (row: LeadRow) => CsvValue }[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'created_at', value: (row) => row.created_at },
  { header: 'type', value: (row) => row.type },
  { header: 'status', value: (row) => row.status },
  { header: 'suspected', value: (row) => row.suspected },
  { header: 'suspected_reason', value: (row) => row.suspected_reason },
  { header: 'name', value: (row) => row.name },
  { header: 'email', value: (row) => row.email },
  { header: 'phone', value: (row) => row.phone },
  { header: 'plan_name', value: (row) => row.plan_name },
  { header: 'plan_price', value: (row) => row.plan_price },
  { header: 'promo_code', value: (row) => row.promo_code },
  { header: 'discount_amount', value: (row) => row.discount_amount },
  { header: 'final_price', value: (row) => row.final_price },
  { header: 'ambassador_id', value: (row) => row.ambassador_id },
  { header: 'ambassador_email', value: (row) => row.ambassador_email },
  ...leadSourceKeys.map((key) => ({ header: key, value: (row: LeadRow) => row.source?.[key] ?? null })),
  { header: 'consent_version', value: (row) => row.consent_version },
  { header: 'consent_at', value: (row) => row.consent_at },
  { header: 'payload', value: (row) => row.payload },
];

/** Every lead, oldest first, as an RFC 4180 CSV document with a UTF-8 BOM. */
export async function exportLeadsCsv(db: Db, delimiter = ','): Promise<{ csv: string; count: number }> {
  const rows = await db.query<LeadRow>(queries.oldestFirst);
  return { csv: toCsv(csvColumns, rows, delimiter), count: rows.length };
}

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ConfirmOrderResult =
  | { outcome: 'not_found' }
  | { outcome: 'already_paid'; name: string }
  | { outcome: 'confirmed'; name: string; commission: Commission };

/** Who the status history names for a change made with `npm run admin`. */
export const commandLineActor = 'командная строка';

/**
 * Marks a lead won (the order is paid) from whatever open status it has, recorded in its status history, and
 * credits its ambassador's commission once (`creditCommission`). Confirming a won lead changes nothing.
 */
export async function confirmOrder(db: Db, id: string): Promise<ConfirmOrderResult> {
  if (!uuidPattern.test(id)) {
    return { outcome: 'not_found' };
  }
  return db.transaction(async (tx) => {
    const [lead] = await tx.query<{ name: string }>(queries.leadName, [id]);
    if (!lead) return { outcome: 'not_found' };
    const moved = await moveLead(tx, id, 'won', commandLineActor, { anyFrom: true });
    if (moved.outcome === 'not_found') return { outcome: 'not_found' };
    if (moved.outcome === 'not_allowed' || !moved.commission)
      return { outcome: 'already_paid', name: lead.name };
    return { outcome: 'confirmed', name: lead.name, commission: moved.commission };
  });
}
