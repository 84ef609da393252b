import { mailProblem, readServerEnv, type ServerEnv } from 'shared-data/server';
import type { Db } from '../../../src/db/port.ts';
import { openPostgres } from '../../../src/db/postgres.ts';
import { parseTrustProxy } from '../../../src/http/guards.ts';
import type { HandlerDeps } from '../../../src/http/handler.ts';
import { consoleLogger } from '../../../src/logger.ts';
import { createMailDispatcher, type MailDispatcher } from '../../../src/mail/dispatcher.ts';

interface EdgeRuntimeApi {
  waitUntil(promise: Promise<unknown>): void;
}

/** Lets work outlive the response on Supabase (`EdgeRuntime.waitUntil`); elsewhere it just runs. */
export function waitUntil(promise: Promise<unknown>): void {
  const runtime = (globalThis as { EdgeRuntime?: EdgeRuntimeApi }).EdgeRuntime;
  runtime?.waitUntil(promise);
}

export interface EdgeContext {
  deps: HandlerDeps;
  trustProxy: number;
  /** Sends due mail; undefined while EmailJS keys are not configured (an Edge function has no dev outbox). */
  mail: MailDispatcher | undefined;
}

let context: EdgeContext | undefined;

/** Built once per isolate from `Deno.env`: PostgreSQL at `DATABASE_URL`, else Supabase's `SUPABASE_DB_URL`. */
export function edgeContext(): EdgeContext {
  if (context) {
    return context;
  }
  const raw = Deno.env.toObject();
  const env: ServerEnv = readServerEnv(raw);
  const problem = mailProblem(env);
  if (problem) {
    throw new Error(problem);
  }
  const url = raw.DATABASE_URL || raw.SUPABASE_DB_URL;
  if (!url) {
    throw new Error('Set DATABASE_URL (or run on Supabase, which sets SUPABASE_DB_URL)');
  }
  const db: Db = openPostgres(url, { max: 3 });
  const logger = consoleLogger;
  const { emailjs } = env;
  context = {
    deps: { db, env, logger },
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    mail: emailjs.configured
      ? createMailDispatcher({ db, emailjs, telegram: env.telegram, logger })
      : undefined,
  };
  return context;
}
