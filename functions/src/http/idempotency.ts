import type { Db, DbTx } from '../db/port';
import type { Parsed } from './body';
import { errorResponse, json } from './responses';

/** Where a caller may send its key: this body field or this header (the header wins). */
export const idempotencyKeyField = 'idempotency_key';
export const idempotencyKeyHeader = 'x-idempotency-key';
export const maxIdempotencyKeyLength = 200;

/** Header on an answer that repeats the first answer to the same key. */
export const replayedHeader = 'idempotent-replayed';

/**
 * Reads the optional idempotency key of a request from the `x-idempotency-key` header or the body's
 * `idempotency_key`. A key that is not a string of 1–200 printable characters is 400 `validation_failed`.
 */
export function readIdempotencyKey(req: Request, body: unknown): Parsed<string | undefined> {
  const fromBody =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)[idempotencyKeyField]
      : undefined;
  const value = req.headers.get(idempotencyKeyHeader) ?? fromBody;
  if (value === undefined || value === null || value === '') {
    return { ok: true, value: undefined };
  }
  if (typeof value !== 'string' || value.length > maxIdempotencyKeyLength || !/^[\x21-\x7e]+$/.test(value)) {
    return {
      ok: false,
      response: errorResponse(400, 'validation_failed', 'Проверьте правильность заполнения полей', {
        [idempotencyKeyField]: `Ключ повтора: до ${maxIdempotencyKeyLength} латинских букв, цифр и знаков без пробелов`,
      }),
    };
  }
  return { ok: true, value };
}

/** What a function answers: an HTTP status and a JSON body. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export interface IdempotentAnswer<T = unknown> extends Answer<T> {
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

const queries = {
  claim: `insert into idempotency_keys (function, key) values ($1, $2)
    on conflict (function, key) do nothing returning key`,
  stored: 'select status, response from idempotency_keys where function = $1 and key = $2',
  store: `update idempotency_keys set status = $3, response = $4::text::jsonb
    where function = $1 and key = $2`,
} as const;

/**
 * Runs `work` in one transaction, at most once per `(functionName, key)`: the first request's answer is stored
 * in `idempotency_keys` in that same transaction, and every later request with the key gets it back without
 * running `work`. Two requests racing with one key are settled by the table's primary key: the second waits for
 * the first to commit and then returns its answer (or does the work itself if the first rolled back). Without a
 * key `work` simply runs in a transaction.
 *
 * Validate (and run `checkFormGuard`) before, so refusals are not stored; put every write inside `work`, on `tx`.
 *
 * ```ts
 * const key = readIdempotencyKey(req, body.value);
 * if (!key.ok) return key.response;
 * const answer = await runIdempotent(db, { functionName: 'submit-application', key: key.value }, async (tx) => {
 *   const id = await insertLead(tx, lead);
 *   await enqueueMail(tx, { templateId, params, applicationId: id });
 *   return { status: 200, body: { success: true, id, final_price, discount_amount } };
 * });
 * return answerResponse(answer);
 * ```
 */
export async function runIdempotent<T>(
  db: Db,
  { functionName, key }: { functionName: string; key: string | undefined },
  work: (tx: DbTx) => Promise<Answer<T>>,
): Promise<IdempotentAnswer<T>> {
  if (!key) {
    return { ...(await db.transaction(work)), replayed: false };
  }
  return db.transaction(async (tx) => {
    const claimed = await tx.query(queries.claim, [functionName, key]);
    if (claimed.length === 0) {
      const [stored] = await tx.query<{ status: number | null; response: T }>(queries.stored, [
        functionName,
        key,
      ]);
      if (!stored || stored.status === null) {
        throw new Error(`idempotency key of ${functionName} has no stored answer`);
      }
      return { status: stored.status, body: stored.response, replayed: true };
    }
    const answer = await work(tx);
    await tx.query(queries.store, [functionName, key, answer.status, JSON.stringify(answer.body)]);
    return { ...answer, replayed: false };
  });
}

/** The JSON response of an answer; a replayed one carries `Idempotent-Replayed: true`. */
export function answerResponse(answer: IdempotentAnswer): Response {
  const response = json(answer.body, answer.status);
  if (answer.replayed) {
    response.headers.set(replayedHeader, 'true');
  }
  return response;
}
