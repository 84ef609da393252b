import type { AdminFailedMail } from 'shared-data/core';
import type { Db, DbTx } from '../db/port';

const queries = {
  failed: `select id, template_id, params, application_id, attempts, last_error, created_at from mail_jobs
    where status = 'failed' order by created_at desc limit 200`,
  retryOne: `update mail_jobs set status = 'pending', attempts = 0, next_attempt_at = now(), claim_token = null
    where id = $1 and status = 'failed' returning id`,
  exists: 'select status from mail_jobs where id = $1',
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
  }>(queries.failed);
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
  const [queued] = await db.query(queries.retryOne, [id]);
  if (queued) return 'queued';
  const [job] = await db.query(queries.exists, [id]);
  return job ? 'not_failed' : 'not_found';
}
