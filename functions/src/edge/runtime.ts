import {
  errorReporter,
  mailProblem,
  type ReportError,
  readServerEnv,
  type ServerEnv,
} from 'shared-data/server';
import type { Db } from '../db/port';
import { openPostgres } from '../db/postgres';
import type { HandlerDeps } from '../http/handler';
import { consoleLogger } from '../logger';
import { createMailDispatcher, type MailDispatcher } from '../mail/dispatcher';

interface EdgeRuntimeApi {
  waitUntil(promise: Promise<unknown>): void;
}

/** Lets work outlive the response on Supabase (`EdgeRuntime.waitUntil`); elsewhere the promise just runs. */
export function waitUntil(promise: Promise<unknown>): void {
  const runtime = (globalThis as { EdgeRuntime?: EdgeRuntimeApi }).EdgeRuntime;
  runtime?.waitUntil(promise);
}

export interface EdgeContext {
  deps: HandlerDeps;
  trustProxy: number;
  /** Sentry at `SENTRY_DSN`, when set. */
  reportError: ReportError | undefined;
  /** Sends due mail; undefined while EmailJS keys are not configured (an Edge function has no dev outbox). */
  mail: MailDispatcher | undefined;
}

let context: EdgeContext | undefined;

/**
 * Built once per isolate from the environment: PostgreSQL at `DATABASE_URL`, else Supabase's `SUPABASE_DB_URL`.
 * Throws, with the reason, when the configuration is wrong.
 */
export function edgeContext(raw: Record<string, string>): EdgeContext {
  if (context) {
    return context;
  }
  const env: ServerEnv = readServerEnv(raw);
  const problem = mailProblem(env);
  if (problem) {
    throw new Error(problem);
  }
  const url = env.databaseUrl ?? env.supabaseDbUrl;
  if (!url) {
    throw new Error('Set DATABASE_URL (or run on Supabase, which sets SUPABASE_DB_URL)');
  }
  const db: Db = openPostgres(url, { max: 3 });
  const logger = consoleLogger;
  const { emailjs } = env;
  context = {
    deps: { db, env, logger },
    trustProxy: env.trustProxy,
    reportError: errorReporter(env.runtime.sentryDsn, 'functions'),
    mail: emailjs.configured
      ? createMailDispatcher({ db, emailjs, telegram: env.telegram, logger })
      : undefined,
  };
  return context;
}
