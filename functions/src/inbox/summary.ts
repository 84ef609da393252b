import {
  type AdminSummary,
  type AdminSummarySeries,
  adminLimits,
  leadTypes,
  tashkentDay,
} from 'shared-data/core';
import type { Db } from '../db/port';

// $1 the first instant of the first day (Tashkent midnight). Days are Tashkent days; a source is the campaign's
// `utm_source` (lower case), else the referring host, else '' (a direct visit or one from before sources were kept).
const day = `to_char(a.created_at at time zone 'Asia/Tashkent', 'YYYY-MM-DD')`;
const source = `coalesce(nullif(lower(a.source->>'utm_source'), ''), nullif(a.source->>'referrer', ''), '')`;

const queries = {
  byType: `select ${day} as day, a.type as key, count(*)::int as n from applications a
    where a.created_at >= $1 group by 1, 2`,
  bySource: `select ${day} as day, ${source} as key, count(*)::int as n from applications a
    where a.created_at >= $1 group by 1, 2`,
  totals: `select count(*)::int as total, (count(*) filter (where a.status = 'won'))::int as won,
      (count(*) filter (where a.status = 'lost'))::int as lost,
      coalesce(sum(a.final_price) filter (where a.status = 'won'), 0)::bigint as won_amount
    from applications a where a.created_at >= $1`,
  ambassadors: `select amb.name, amb.promo_code, count(*)::int as leads,
      (count(*) filter (where a.status = 'won'))::int as won,
      coalesce(sum(a.final_price) filter (where a.status = 'won'), 0)::bigint as won_amount
    from applications a join ambassadors amb on amb.id = a.ambassador_id
    where a.created_at >= $1
    group by amb.id, amb.name, amb.promo_code
    order by leads desc, won_amount desc, amb.name
    limit $2`,
} as const;

/** The `count` Tashkent days that end today, oldest first. */
export function summaryDays(now: Date, count: number = adminLimits.summaryDays): string[] {
  const today = new Date(`${tashkentDay(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(today);
    date.setUTCDate(today.getUTCDate() - (count - 1 - index));
    return date.toISOString().slice(0, 10);
  });
}

type DayCount = { day: string; key: string; n: number };

/** Per key, its count on each day (0 where it had none), keys in the order given. */
function series(
  rows: readonly DayCount[],
  days: readonly string[],
  keys: readonly string[],
): AdminSummarySeries[] {
  const at = new Map(days.map((value, index) => [value, index]));
  const byKey = new Map(keys.map((key) => [key, days.map(() => 0)]));
  for (const row of rows) {
    const index = at.get(row.day);
    const counts = byKey.get(row.key);
    if (index !== undefined && counts) counts[index] = (counts[index] ?? 0) + row.n;
  }
  return keys.map((key) => ({ key, counts: byKey.get(key) ?? [] }));
}

/** The biggest sources one by one, the others as one `*` line. */
function topSources(rows: readonly DayCount[]): { keys: string[]; rows: DayCount[] } {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.key, (totals.get(row.key) ?? 0) + row.n);
  const top = [...totals.entries()]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, adminLimits.summarySources)
    .map(([key]) => key);
  const kept = new Set(top);
  const others = rows.filter((row) => !kept.has(row.key));
  return {
    keys: others.length > 0 ? [...top, '*'] : top,
    rows: rows.map((row) => (kept.has(row.key) ? row : { ...row, key: '*' })),
  };
}

/**
 * «Сводка»: the leads of the last 30 Tashkent days per day by type and by source, how many were won and lost, what
 * the won ones came to, and the ambassadors who brought the most. Four grouped reads over the days' leads.
 */
export async function readSummary(db: Db, now = new Date()): Promise<AdminSummary> {
  const days = summaryDays(now);
  const from = new Date(`${days[0]}T00:00:00+05:00`);
  const [byType, bySource, [totals], ambassadors] = await Promise.all([
    db.query<DayCount>(queries.byType, [from]),
    db.query<DayCount>(queries.bySource, [from]),
    db.query<{ total: number; won: number; lost: number; won_amount: string | number }>(queries.totals, [
      from,
    ]),
    db.query<{ name: string; promo_code: string; leads: number; won: number; won_amount: string | number }>(
      queries.ambassadors,
      [from, adminLimits.summaryAmbassadors],
    ),
  ]);
  const sources = topSources(bySource);
  return {
    days,
    by_type: series(byType, days, leadTypes).filter((line) => line.counts.some((n) => n > 0)),
    by_source: series(sources.rows, days, sources.keys),
    total: totals?.total ?? 0,
    won: totals?.won ?? 0,
    lost: totals?.lost ?? 0,
    won_amount: Number(totals?.won_amount ?? 0),
    ambassadors: ambassadors.map((row) => ({ ...row, won_amount: Number(row.won_amount) })),
  };
}
