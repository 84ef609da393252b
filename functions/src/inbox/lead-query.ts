import {
  type AdminLeadFilter,
  type Language,
  type LeadSource,
  type LeadStatus,
  type LeadType,
  tashkentDay,
} from 'shared-data/core';
import type { Db } from '../db/port';

/** A lead as every list shows it: the inbox's page, the terminal table. */
export interface LeadRow {
  id: string;
  created_at: Date;
  type: LeadType;
  status: LeadStatus;
  name: string;
  email: string | null;
  phone: string | null;
  plan_name: string | null;
  final_price: number | null;
  promo_code: string | null;
  suspected: boolean;
  suspected_reason: string | null;
  /** Where the visit came from (`cleanLeadSource`); null on leads from before it was kept. */
  source: LeadSource | null;
  /** The language of the page it was sent from (Russian for leads from before the site spoke two). */
  language: Language;
  owner_email: string | null;
  next_contact_on: string | null;
}

/** What a list may read besides (`with`): the lead's notes in one text, oldest first, or every stored field. */
export interface LeadRowsWith {
  summary: LeadRow;
  notes: LeadRow & { notes: string | null };
  fields: LeadRow & {
    plan_price: number | null;
    discount_amount: number;
    ambassador_id: string | null;
    ambassador_email: string | null;
    consent_version: string | null;
    consent_at: Date | null;
    payload: Record<string, unknown>;
  };
}

/** What every lead list reads of a lead (`a` the application). */
export const leadSummaryColumns = `a.id, a.created_at, a.type, a.status, a.name, a.email, a.phone, a.plan_name,
  a.final_price, a.promo_code, a.suspected, a.suspected_reason, a.source, a.language, a.owner_email,
  to_char(a.next_contact_on, 'YYYY-MM-DD') as next_contact_on`;

// $1 type, $2 status, $3 from (inclusive), $4 to (exclusive), $5 text pattern, $6 digits pattern, $7 source,
// $8 owner's e-mail, $9 a Tashkent day: open leads whose next contact is on it or before, $10 language. The search's three
// expressions are word for word those of the trigram indexes (migration 018): written otherwise, every lead is read.
const where = `where ($1::text is null or a.type = $1)
    and ($2::text is null or a.status = $2)
    and ($3::timestamptz is null or a.created_at >= $3)
    and ($4::timestamptz is null or a.created_at < $4)
    and ($5::text is null
      or a.name ilike $5 escape '\\' or a.email ilike $5 escape '\\'
      or ($6::text is not null and regexp_replace(coalesce(a.phone, ''), '[^0-9]', '', 'g') like $6))
    and ($7::text is null or lower(a.source->>'utm_source') = $7 or a.source->>'referrer' = $7)
    and ($8::text is null or a.owner_email = $8)
    and ($9::date is null or (a.next_contact_on <= $9 and a.status in ('new', 'in_progress')))
    and ($10::text is null or a.language = $10)`;

// The notes of a lead in one cell of the CSV, oldest first: `01.08.2025 15:04, manager@agency.uz: Перезвонить`.
const notesColumn = `(select string_agg(to_char(n.created_at at time zone 'Asia/Tashkent', 'DD.MM.YYYY HH24:MI')
    || ', ' || n.author || ': ' || n.body, E'\n' order by n.created_at, n.id)
  from lead_notes n where n.application_id = a.id) as notes`;

const listed: Record<keyof LeadRowsWith, { columns: string; join: string }> = {
  summary: { columns: '', join: '' },
  notes: { columns: `, ${notesColumn}`, join: '' },
  fields: {
    columns: `, a.plan_price, a.discount_amount, a.ambassador_id, amb.email as ambassador_email, a.consent_version,
      a.consent_at, a.payload`,
    join: 'left join ambassadors amb on amb.id = a.ambassador_id',
  },
};

const select = (order: 'asc' | 'desc', { columns, join }: { columns: string; join: string }) =>
  `select ${leadSummaryColumns}${columns}
    from applications a ${join} ${where}
    order by a.created_at ${order}, a.id ${order} limit $11 offset $12`;

const queries = {
  count: `select count(*)::int as n from applications a ${where}`,
  byStatus: `select a.status, count(*)::int as n from applications a ${where} group by a.status`,
} as const;

/** Who is looking at the leads: "mine" means theirs. */
export interface LeadViewer {
  email: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The start of a Tashkent day (UTC+5 all year) as an instant. */
const tashkentDayStart = (day: string, plusDays = 0) => {
  const start = new Date(`${day}T00:00:00+05:00`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start;
};

/** The positional parameters of `where`. */
function filterParams(filter: AdminLeadFilter, viewer: LeadViewer | undefined) {
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
    filter.owner === 'mine' && viewer ? viewer.email.toLowerCase() : null,
    filter.due === 'today' ? tashkentDay(new Date()) : null,
    filter.language ?? null,
  ];
}

export interface LeadListOptions {
  /** Newest first unless `oldest`. */
  order?: 'newest' | 'oldest';
  /** Every lead the filter finds unless set. */
  limit?: number;
  offset?: number;
  /** Who "mine" (`filter.owner`) means. */
  viewer?: LeadViewer;
}

/** The leads a filter finds: the one query behind the inbox's pages, its CSV and the command line. */
export function selectLeads<With extends keyof LeadRowsWith = 'summary'>(
  db: Db,
  filter: AdminLeadFilter,
  { order = 'newest', limit, offset = 0, viewer, with: extra }: LeadListOptions & { with?: With } = {},
): Promise<LeadRowsWith[With][]> {
  const sql = select(order === 'newest' ? 'desc' : 'asc', listed[extra ?? 'summary']);
  return db.query<LeadRowsWith[With]>(sql, [...filterParams(filter, viewer), limit ?? null, offset]);
}

/** How many leads a filter finds. */
export async function countLeads(db: Db, filter: AdminLeadFilter, viewer?: LeadViewer): Promise<number> {
  const [count] = await db.query<{ n: number }>(queries.count, filterParams(filter, viewer));
  return count?.n ?? 0;
}

/** How many leads of each status a filter finds when its status is left out (the status tabs, the tab title). */
export async function countLeadsByStatus(db: Db, filter: AdminLeadFilter, viewer?: LeadViewer) {
  const rows = await db.query<{ status: LeadStatus; n: number }>(
    queries.byStatus,
    filterParams({ ...filter, status: undefined }, viewer),
  );
  const counts: Record<LeadStatus, number> = { new: 0, in_progress: 0, won: 0, lost: 0 };
  for (const { status, n } of rows) counts[status] = n;
  return counts;
}

/** A stored amount as a number (PostgreSQL's `bigint` may arrive as text). */
export const amountOf = (value: number | string | null) => (value === null ? null : Number(value));

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
