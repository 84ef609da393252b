import {
  type AdminFailedMail,
  type AdminLeadDetail,
  type AdminLeadField,
  type AdminLeadFilter,
  type AdminLeadSummary,
  type AdminStatusChange,
  type AdminStatusCounts,
  type AdminWorkChange,
  adminLimits,
  displayPhone,
  type Lead,
  type LeadMailParams,
  type LeadSource,
  type LeadStatus,
  type LeadType,
  leadFields,
  leadMailParams,
  leadSourceKeys,
  leadSourceLabels,
  leadStatusLabels,
  leadStatusMoves,
  leadTypeShortLabels,
  tashkentDay,
} from 'shared-data/core';
import type { Db, DbTx } from '../db/port';
import { toCsv } from './csv';
import { formatCreated } from './leads';

interface InboxRow {
  id: string;
  created_at: Date;
  type: LeadType;
  status: LeadStatus;
  name: string;
  email: string | null;
  phone: string | null;
  plan_name: string | null;
  final_price: number | string | null;
  promo_code: string | null;
  suspected: boolean;
  suspected_reason: string | null;
  source: LeadSource | null;
  owner_email: string | null;
  next_contact_on: string | null;
}

const summaryColumns = `a.id, a.created_at, a.type, a.status, a.name, a.email, a.phone, a.plan_name, a.final_price,
  a.promo_code, a.suspected, a.suspected_reason, a.source, a.owner_email,
  to_char(a.next_contact_on, 'YYYY-MM-DD') as next_contact_on`;

// $1 type, $2 status, $3 from (inclusive), $4 to (exclusive), $5 text pattern, $6 digits pattern, $7 source,
// $8 owner's e-mail, $9 a Tashkent day: open leads whose next contact is on it or before.
const filtered = `from applications a
  where ($1::text is null or a.type = $1)
    and ($2::text is null or a.status = $2)
    and ($3::timestamptz is null or a.created_at >= $3)
    and ($4::timestamptz is null or a.created_at < $4)
    and ($5::text is null
      or a.name ilike $5 escape '\\' or a.email ilike $5 escape '\\'
      or ($6::text is not null and regexp_replace(coalesce(a.phone, ''), '[^0-9]', '', 'g') like $6))
    and ($7::text is null or lower(a.source->>'utm_source') = $7 or a.source->>'referrer' = $7)
    and ($8::text is null or a.owner_email = $8)
    and ($9::date is null or (a.next_contact_on <= $9 and a.status in ('new', 'in_progress')))`;

// The notes of a lead in one cell of the CSV, oldest first: `01.08.2025 15:04, manager@agency.uz: Перезвонить`.
const notesCell = `(select string_agg(to_char(n.created_at at time zone 'Asia/Tashkent', 'DD.MM.YYYY HH24:MI')
    || ', ' || n.author || ': ' || n.body, E'\n' order by n.created_at, n.id)
  from lead_notes n where n.application_id = a.id) as notes`;

const queries = {
  page: `select ${summaryColumns} ${filtered} order by a.created_at desc, a.id desc limit $10 offset $11`,
  count: `select count(*)::int as n ${filtered}`,
  // Run with no status: how many of each status the rest of the filter finds (the status tabs, the tab title).
  byStatus: `select a.status, count(*)::int as n ${filtered} group by a.status`,
  all: `select ${summaryColumns}, ${notesCell} ${filtered} order by a.created_at desc, a.id desc limit $10`,
  lead: `select ${summaryColumns}, a.discount_amount, a.plan_price, a.payload, a.version,
      amb.name as ambassador_name, amb.email as ambassador_email, amb.promo_code as ambassador_promo_code,
      e.amount as commission, e.paid_at as commission_paid_at, e.paid_by as commission_paid_by
    from applications a
    left join ambassadors amb on amb.id = a.ambassador_id
    left join ambassador_earnings e on e.application_id = a.id
    where a.id = $1`,
  mailParams: `select params from mail_jobs where application_id = $1 and params ? 'lead_type'
    order by created_at limit 1`,
  history: `select from_status, to_status, changed_by, changed_at from lead_status_changes
    where application_id = $1 order by changed_at, id`,
  workChanges: `select field, from_value, to_value, changed_by, changed_at from lead_work_changes
    where application_id = $1 order by changed_at, id`,
  notes: 'select body, author, created_at from lead_notes where application_id = $1 order by created_at, id',
  failedMail: `select id, template_id, params, application_id, attempts, last_error, created_at from mail_jobs
    where status = 'failed' order by created_at desc limit 200`,
  retryMail: `update mail_jobs set status = 'pending', attempts = 0, next_attempt_at = now(), claim_token = null
    where id = $1 and status = 'failed' returning id`,
  mailExists: 'select status from mail_jobs where id = $1',
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The start of a Tashkent day (UTC+5 all year) as an instant. */
const tashkentDayStart = (day: string, plusDays = 0) => {
  const start = new Date(`${day}T00:00:00+05:00`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start;
};

/** Who is looking at the inbox: "mine" means their leads. */
export interface InboxViewer {
  email: string;
}

/** The positional parameters of `filtered`. */
function filterParams(filter: AdminLeadFilter, viewer: InboxViewer) {
  const q = filter.q?.trim();
  const digits = q?.replace(/\D/g, '') ?? '';
  return [
    filter.type ?? null,
    filter.status ?? null,
    filter.from ? tashkentDayStart(filter.from) : null,
    filter.to ? tashkentDayStart(filter.to, 1) : null,
    q ? `%${escapeLike(q)}%` : null,
    digits.length >= 3 ? `%${digits}%` : null,
    filter.source?.trim().toLowerCase() || null,
    filter.owner === 'mine' ? viewer.email.toLowerCase() : null,
    filter.due === 'today' ? tashkentDay(new Date()) : null,
  ];
}

const money = (value: number | string | null) => (value === null ? null : Number(value));

const toSummary = (row: InboxRow): AdminLeadSummary => ({
  id: row.id,
  created_at: new Date(row.created_at).toISOString(),
  type: row.type,
  status: row.status,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.plan_name,
  final_price: money(row.final_price),
  promo_code: row.promo_code,
  suspected: row.suspected,
  suspected_reason: row.suspected_reason,
  source: row.source ?? {},
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
  viewer: InboxViewer,
) {
  const params = filterParams(filter, viewer);
  const [rows, [count], statuses] = await Promise.all([
    db.query<InboxRow>(queries.page, [...params, pageSize, (page - 1) * pageSize]),
    db.query<{ n: number }>(queries.count, params),
    db.query<{ status: LeadStatus; n: number }>(
      queries.byStatus,
      filterParams({ ...filter, status: undefined }, viewer),
    ),
  ]);
  const counts: AdminStatusCounts = { new: 0, in_progress: 0, won: 0, lost: 0 };
  for (const { status, n } of statuses) counts[status] = n;
  return { leads: rows.map(toSummary), total: count?.n ?? 0, counts };
}

type CsvRow = InboxRow & { notes: string | null };

const csvColumns: readonly { header: string; value: (row: CsvRow) => string | number | null }[] = [
  { header: 'Дата (Ташкент)', value: (row) => formatCreated(new Date(row.created_at)) },
  { header: 'Тип', value: (row) => leadTypeShortLabels[row.type] },
  { header: 'Статус', value: (row) => leadStatusLabels[row.status] },
  { header: 'Имя', value: (row) => row.name },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Телефон', value: (row) => (row.phone ? displayPhone(row.phone) : null) },
  { header: 'Тариф, пакет или услуга', value: (row) => row.plan_name },
  { header: 'Итого, сум', value: (row) => money(row.final_price) },
  { header: 'Промокод', value: (row) => row.promo_code },
  { header: 'Подозрение на бота', value: (row) => (row.suspected ? (row.suspected_reason ?? 'да') : '') },
  { header: 'Ответственный', value: (row) => row.owner_email },
  { header: 'Следующий контакт', value: (row) => row.next_contact_on },
  { header: 'Заметки', value: (row) => row.notes },
  ...leadSourceKeys.map((key) => ({
    header: leadSourceLabels[key],
    value: (row: CsvRow) => row.source?.[key] ?? null,
  })),
  { header: 'Номер заявки', value: (row) => row.id },
];

/**
 * The filtered list as Excel opens it in a Russian locale: UTF-8 with a byte order mark, `;` between cells,
 * Tashkent times and Russian names. At most `exportMaxRows` rows, newest first.
 */
export async function exportInboxCsv(
  db: Db,
  filter: AdminLeadFilter,
  viewer: InboxViewer,
  today = new Date(),
) {
  const rows = await db.query<CsvRow>(queries.all, [
    ...filterParams(filter, viewer),
    adminLimits.exportMaxRows,
  ]);
  const day = formatCreated(today).slice(0, 10);
  return { csv: toCsv(csvColumns, rows, ';'), filename: `leads-${day}.csv`, count: rows.length };
}

interface LeadDetailRow extends InboxRow {
  version: number;
  discount_amount: number | string;
  plan_price: number | string | null;
  payload: Record<string, unknown>;
  ambassador_name: string | null;
  ambassador_email: string | null;
  ambassador_promo_code: string | null;
  commission: number | string | null;
  commission_paid_at: Date | null;
  commission_paid_by: string | null;
}

/** What the lead carried, as the team's mail showed it; rebuilt from the stored lead when its mail is missing. */
async function readableFields(tx: DbTx, row: LeadDetailRow): Promise<AdminLeadField[]> {
  const [mail] = await tx.query<{ params: LeadMailParams }>(queries.mailParams, [row.id]);
  if (mail) return leadFields(mail.params);
  try {
    const params = leadMailParams(
      row.payload as unknown as Lead,
      {
        planName: row.plan_name,
        planPrice: money(row.plan_price),
        discountAmount: Number(row.discount_amount),
        finalPrice: money(row.final_price),
        totalAmount: money(row.final_price),
        selectedServices: null,
      },
      { toEmail: '', receivedAt: new Date(row.created_at), suspicion: row.suspected_reason },
    );
    return leadFields(params);
  } catch {
    return [
      { label: 'Имя', value: row.name },
      ...(row.phone ? [{ label: 'Телефон', value: displayPhone(row.phone) }] : []),
      ...(row.email ? [{ label: 'E-mail', value: row.email }] : []),
    ];
  }
}

/** A lead with everything it carried, its ambassador and commission, its status history and its next moves. */
export async function readLead(tx: DbTx, id: string): Promise<AdminLeadDetail | undefined> {
  const [row] = await tx.query<LeadDetailRow>(queries.lead, [id]);
  if (!row) return undefined;
  const history = await tx.query<{
    from_status: LeadStatus;
    to_status: LeadStatus;
    changed_by: string;
    changed_at: Date;
  }>(queries.history, [id]);
  const changes = await tx.query<{
    field: AdminWorkChange['field'];
    from_value: string | null;
    to_value: string | null;
    changed_by: string;
    changed_at: Date;
  }>(queries.workChanges, [id]);
  const notes = await tx.query<{ body: string; author: string; created_at: Date }>(queries.notes, [id]);
  return {
    lead: {
      ...toSummary(row),
      discount_amount: Number(row.discount_amount),
      plan_price: money(row.plan_price),
      ambassador:
        row.ambassador_name && row.ambassador_email && row.ambassador_promo_code
          ? { name: row.ambassador_name, email: row.ambassador_email, promo_code: row.ambassador_promo_code }
          : null,
      commission: money(row.commission),
      commission_paid:
        row.commission_paid_at && row.commission_paid_by
          ? { at: new Date(row.commission_paid_at).toISOString(), by: row.commission_paid_by }
          : null,
      fields: await readableFields(tx, row),
      moves: [...leadStatusMoves[row.status]],
      version: row.version,
    },
    history: history.map(
      (change): AdminStatusChange => ({
        from: change.from_status,
        to: change.to_status,
        by: change.changed_by,
        at: new Date(change.changed_at).toISOString(),
      }),
    ),
    changes: changes.map((change) => ({
      field: change.field,
      from: change.from_value,
      to: change.to_value,
      by: change.changed_by,
      at: new Date(change.changed_at).toISOString(),
    })),
    notes: notes.map((note) => ({
      text: note.body,
      by: note.author,
      at: new Date(note.created_at).toISOString(),
    })),
  };
}

const mailKinds: Record<string, string> = {
  lead_type: 'Письмо о заявке',
  code: 'Код для входа',
  text: 'Сообщение в Telegram',
};

/** Mail that used up its retries, newest first, with what it was and where it went. */
export async function listFailedMail(db: Db): Promise<AdminFailedMail[]> {
  const rows = await db.query<{
    id: string;
    template_id: string;
    params: Record<string, unknown>;
    application_id: string | null;
    attempts: number;
    last_error: string | null;
    created_at: Date;
  }>(queries.failedMail);
  return rows.map((row) => {
    const kindKey = Object.keys(mailKinds).find((key) => key in row.params);
    const to = row.params.to_email ?? row.params.chat_id;
    return {
      id: row.id,
      kind: kindKey ? (mailKinds[kindKey] ?? row.template_id) : row.template_id,
      to: typeof to === 'string' || typeof to === 'number' ? String(to) : null,
      lead_id: row.application_id,
      attempts: row.attempts,
      last_error: row.last_error,
      created_at: new Date(row.created_at).toISOString(),
    };
  });
}

/** Puts one failed job back in the queue, due now. */
export async function retryFailedMail(db: Db, id: string): Promise<'queued' | 'not_found' | 'not_failed'> {
  const [queued] = await db.query(queries.retryMail, [id]);
  if (queued) return 'queued';
  const [job] = await db.query(queries.mailExists, [id]);
  return job ? 'not_failed' : 'not_found';
}
