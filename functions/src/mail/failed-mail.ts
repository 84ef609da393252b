import type { DbTx } from '../db/port';

const queries = {
  count: "select count(*)::int as n from mail_jobs where status = 'failed'",
  requeue: `with requeued as (
      update mail_jobs
        set status = 'pending', attempts = 0, next_attempt_at = now(), claim_token = null
      where status = 'failed'
      returning 1
    )
    select count(*)::int as n from requeued`,
} as const;

const count = async (db: DbTx, sql: string) => (await db.query<{ n: number }>(sql))[0]?.n ?? 0;

/** How many mail jobs have used up their attempts (`status = 'failed'`). */
export const countFailedMail = (db: DbTx): Promise<number> => count(db, queries.count);

/**
 * Puts every failed mail job back in the queue — pending, no attempts, due now — so the dispatcher sends it again.
 * Its `last_error` stays until it is sent. Resolves with how many went back.
 */
export const requeueFailedMail = (db: DbTx): Promise<number> => count(db, queries.requeue);
