import { createHash } from 'node:crypto';
import type { AmbassadorRecord } from 'shared-data/core';
import type { ServerEnv } from 'shared-data/server';
import type { Db, DbTx } from '../db/port';
import type { Handler } from '../http/handler';
import type { CodeMailParams } from '../sign-in/codes';
import { memoryLogger, postJson, testEnv } from './fixtures';

export interface Called {
  status: number;
  contentType: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field in the tests.
  body: any;
  text: string;
}

export interface CallOptions {
  headers?: Record<string, string>;
  env?: ServerEnv;
  /** The client address the gateway would pass (`RequestContext.client`); none by default. */
  client?: string;
}

/** Runs a handler as the gateway would, on the given database. */
export async function call(
  handler: Handler,
  db: Parameters<Handler>[1]['db'],
  body: unknown,
  { headers = {}, env = testEnv(), client }: CallOptions = {},
): Promise<Called> {
  const req = new Request('http://localhost/functions/v1/test', postJson(body, headers));
  const res = await handler(req, { db, env, logger: memoryLogger().logger }, client ? { client } : undefined);
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get('content-type'), body: JSON.parse(text), text };
}

/** SHA-256 hex, computed apart from the code under test. */
export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export const contractFields: (keyof AmbassadorRecord)[] = [
  'email',
  'name',
  'phone',
  'promo_code',
  'referral_link',
  'total_earnings',
  'total_referrals',
];

/** Headers that carry no live dashboard token: each is the same 401 for every ambassador function. */
export const headersWithoutToken: [string, Record<string, string>][] = [
  ['no header', {}],
  ['an empty header', { 'x-ambassador-token': '' }],
  ['an unknown token', { 'x-ambassador-token': 'A'.repeat(43) }],
  ['a very long token', { 'x-ambassador-token': 'A'.repeat(5000) }],
  ['the anon key as a bearer token', { authorization: 'Bearer anon' }],
];

export interface MailJobRow {
  template_id: string;
  params: CodeMailParams;
  status: string;
  application_id: string | null;
}

export const mailJobs = (db: DbTx): Promise<MailJobRow[]> =>
  db.query<MailJobRow>(
    'select template_id, params, status, application_id from mail_jobs order by created_at, id',
  );

/** The code of the newest code mail. */
export async function lastMailedCode(db: DbTx): Promise<string> {
  const jobs = await mailJobs(db);
  const code = jobs.at(-1)?.params.code;
  if (!code) {
    throw new Error('no code mail was queued');
  }
  return code;
}

export const countRows = async (db: DbTx, table: string): Promise<number> => {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row?.n ?? 0;
};

/**
 * Runs `sql` in a transaction on another connection and keeps that transaction open (with its row locks)
 * until `release()`.
 */
export async function holdLocks(db: Db, sql: string, params: unknown[] = []) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const lockTaken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const transaction = db.transaction(async (tx) => {
    await tx.query(sql, params);
    locked();
    await released;
  });
  await Promise.race([lockTaken, transaction]);
  return {
    async release() {
      release();
      await transaction;
    },
  };
}

/** Whether the promise settles within `ms`. */
export const settlesWithin = (promise: Promise<unknown>, ms: number): Promise<boolean> =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

/**
 * Signs in as a person does: asks `send` for a code, then checks the newest mailed code with `verify` within the
 * attempt the first answer gave. The answer of `verify`.
 */
export async function signInByCode(
  send: Handler,
  verify: Handler,
  db: Parameters<Handler>[1]['db'],
  email: string,
  options: CallOptions = {},
): Promise<Called> {
  const asked = await call(send, db, { email }, options);
  const { attempt } = asked.body as { attempt: string };
  return call(verify, db, { email, code: await lastMailedCode(db), attempt }, options);
}
