import { migrate } from '../../functions/src/db/migrate';
import type { Db } from '../../functions/src/db/port';
import { openPostgres } from '../../functions/src/db/postgres';
import { listInbox } from '../../functions/src/inbox/inbox';
import { insertManyLeads } from '../../functions/src/test/many-leads';
import { startThrowawayPostgres } from '../pg-cluster';
import { median } from './stats';

/** One search of the inbox: what was typed, how many leads it found, its median time with and without the indexes. */
export interface InboxSearchRow {
  q: string;
  found: number;
  withIndexMs: number;
  withoutIndexMs: number;
}

export interface InboxSearchResult {
  leads: number;
  /** Timed runs of each search on each side (after warm-up runs). */
  runs: number;
  searches: InboxSearchRow[];
  /** The median of every timed search with the indexes: what the budget holds. */
  withIndexMs: number;
  withoutIndexMs: number;
}

/** How many leads the inbox search is measured among. */
export const searchedLeads = 100_000;
const warmUps = 2;
const trigramIndexes = [
  'applications_name_trgm_idx',
  'applications_email_trgm_idx',
  'applications_phone_digits_trgm_idx',
];

/**
 * What a manager types, taken from a seeded lead: a whole name, a surname's stem, a first name, an e-mail, a phone
 * as it is read out, part of a phone, and a name nobody has.
 */
async function searchesOf(db: Db): Promise<string[]> {
  const [lead] = await db.query<{ name: string; email: string; phone: string }>(
    `select name, email, phone from applications
      where name = 'Дилноза Юсупова' and email is not null and phone is not null
      order by created_at desc offset 100 limit 1`,
  );
  if (!lead) throw new Error('no seeded lead to search for');
  const digits = lead.phone.slice(-9);
  return [
    lead.name,
    'юсуп',
    'Зарина',
    lead.email,
    `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`,
    digits.slice(3, 8),
    'Несуществующий Клиент',
  ];
}

/** The inbox's first page of a search as `admin-leads` reads it (its rows, total and counts per status), timed. */
async function timeSearches(db: Db, searches: readonly string[], runs: number) {
  const viewer = { email: 'manager@agency.test' };
  const times = new Map<string, number[]>();
  const found = new Map<string, number>();
  for (let run = 0; run < warmUps + runs; run++) {
    for (const q of searches) {
      const started = performance.now();
      const { total } = await listInbox(db, { q }, 1, 50, viewer);
      const ms = performance.now() - started;
      found.set(q, total);
      if (run >= warmUps) times.set(q, [...(times.get(q) ?? []), ms]);
    }
  }
  return { times, found };
}

/**
 * The team inbox's search among `searchedLeads` leads on a throwaway PostgreSQL 15 (the one the tests use): the
 * seeded table vacuumed as autovacuum would leave it, each search `runs` times in turn with the migrations' trigram
 * indexes, then again with them dropped, for comparison in the same run.
 */
export async function benchInboxSearch(runs: number): Promise<InboxSearchResult> {
  const postgres = await startThrowawayPostgres();
  const db = openPostgres(postgres.url, { max: 4 });
  try {
    await migrate(db);
    await insertManyLeads(db, searchedLeads);
    const searches = await searchesOf(db);
    const indexed = await timeSearches(db, searches, runs);
    await db.exec(`drop index ${trigramIndexes.join(', ')}`);
    const scanned = await timeSearches(db, searches, runs);
    for (const q of searches) {
      if (scanned.found.get(q) !== indexed.found.get(q))
        throw new Error(
          `«${q}» found ${indexed.found.get(q)} leads with the indexes, ${scanned.found.get(q)} without`,
        );
    }
    const all = (times: Map<string, number[]>) => median([...times.values()].flat());
    return {
      leads: searchedLeads,
      runs,
      searches: searches.map((q) => ({
        q,
        found: indexed.found.get(q) ?? 0,
        withIndexMs: median(indexed.times.get(q) ?? []),
        withoutIndexMs: median(scanned.times.get(q) ?? []),
      })),
      withIndexMs: all(indexed.times),
      withoutIndexMs: all(scanned.times),
    };
  } finally {
    await db.close();
    await postgres.stop();
  }
}
