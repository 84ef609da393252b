import { cutText } from 'shared-data/core';
import type { ServerEnv } from 'shared-data/server';
import type { Db } from '../db/port';
import type { Logger } from '../logger';

/** The `lib_version` EmailJS's own SDK sends; the REST API wants one. */
const emailjsLibVersion = '4.4.1';

/** Waits after the 1st, 2nd, … failed attempt; the last one repeats. */
export const defaultRetryDelaysMs: readonly number[] = [
  5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000,
];

export interface MailDispatcherOptions {
  db: Db;
  emailjs: Pick<ServerEnv['emailjs'], 'origin' | 'publicKey' | 'privateKey' | 'serviceId'>;
  /** Where the outbox's Telegram jobs go; without it they fail and wait for a configured sender. */
  telegram?: Pick<ServerEnv['telegram'], 'origin' | 'botToken' | 'configured'>;
  logger: Logger;
  fetch?: typeof fetch;
  /** How often `start()` looks for due jobs (1 s). */
  pollIntervalMs?: number;
  retryDelaysMs?: readonly number[];
  /** Attempts before a job is marked `failed` (10); it stays in the table. */
  maxAttempts?: number;
  /** One send may take this long before it counts as failed (15 s). */
  sendTimeoutMs?: number;
  /** How long a claimed job is hidden from other dispatchers; longer than a send (2 min). */
  leaseMs?: number;
  /** A pass stops after this many jobs and lets the next tick continue (50). */
  maxJobsPerPass?: number;
}

export interface PassReport {
  sent: number;
  retried: number;
  failed: number;
}

export interface MailDispatcher {
  /** Polls for due jobs every `pollIntervalMs` until `stop()`. */
  start(): void;
  /** Looks for due jobs right away (in the background); kicks while a pass waits are merged into it. */
  kick(): void;
  /** Sends every due job, one at a time, and reports what happened. */
  runOnce(): Promise<PassReport>;
  /** Resolves when no pass is running or waiting. */
  idle(): Promise<void>;
  /** Stops polling and waits for the send in flight; later kicks do nothing. */
  stop(): Promise<void>;
}

interface ClaimedJob {
  id: string;
  application_id: string | null;
  template_id: string;
  params: Record<string, unknown>;
  attempts: number;
  claim_token: string;
  channel: 'email' | 'telegram';
}

const queries = {
  // One due job, leased to this claim: `skip locked` lets two dispatchers on PostgreSQL pass each other.
  claimNext: `update mail_jobs
      set next_attempt_at = now() + ($1::double precision * interval '1 millisecond'),
          claim_token = gen_random_uuid()
    where id = (
      select id from mail_jobs
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, created_at
      limit 1
      for update skip locked
    )
    returning id, application_id, template_id, params, attempts, claim_token, channel`,
  markSent: `update mail_jobs
      set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null, claim_token = null
    where id = $1 and claim_token = $2`,
  markFailed: `update mail_jobs
      set status = $3, attempts = attempts + 1, last_error = $4, claim_token = null,
          next_attempt_at = now() + ($5::double precision * interval '1 millisecond')
    where id = $1 and claim_token = $2`,
} as const;

const maxErrorLength = 500;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  cause?: unknown;
}

// Duck-typed: fetch's errors may come from another realm than this module's `Error`.
const describeError = (error: unknown): string => {
  if (typeof error !== 'object' || error === null) {
    return String(error);
  }
  const { name, message, cause } = error as ErrorLike;
  if (name === 'TimeoutError') {
    return 'no answer in time';
  }
  const causeMessage = typeof cause === 'object' && cause !== null ? (cause as ErrorLike).message : undefined;
  const text = typeof message === 'string' ? message : String(error);
  return typeof causeMessage === 'string' ? `${text}: ${causeMessage}` : text;
};

const seconds = (ms: number) => (ms < 60_000 ? `${ms / 1000} s` : `${Math.round(ms / 60_000)} min`);

/**
 * Sends the `mail_jobs` outbox through EmailJS's REST API (or any EmailJS-compatible endpoint, like the dev
 * outbox) with retries and exponential backoff. Every attempt counts in `attempts`; a job is sent at least once
 * and, unless the database fails right after a send, exactly once.
 */
export function createMailDispatcher(options: MailDispatcherOptions): MailDispatcher {
  const {
    db,
    emailjs,
    telegram,
    logger,
    fetch: send = fetch,
    pollIntervalMs = 1000,
    retryDelaysMs = defaultRetryDelaysMs,
    maxAttempts = 10,
    sendTimeoutMs = 15_000,
    leaseMs = 120_000,
    maxJobsPerPass = 50,
  } = options;
  const endpoint = `${emailjs.origin.replace(/\/+$/, '')}/api/v1.0/email/send`;

  let stopped = false;
  let queued = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let lastPassError: string | undefined;

  const retryDelay = (attempt: number) =>
    retryDelaysMs[Math.min(attempt, retryDelaysMs.length) - 1] ?? retryDelaysMs.at(-1) ?? 0;

  const claimNext = () =>
    db.transaction(async (tx) => (await tx.query<ClaimedJob>(queries.claimNext, [leaseMs]))[0]);

  // The Bot API answers JSON: `{"ok":true,…}` or `{"ok":false,"description"}`. The token is in the URL only, never
  // in what is logged or stored.
  const sendToTelegram = async (job: ClaimedJob): Promise<string | undefined> => {
    if (!telegram?.configured) return 'Telegram is not configured (TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID)';
    try {
      const response = await send(`${telegram.origin}/bot${telegram.botToken}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...job.params, link_preview_options: { is_disabled: true } }),
        signal: AbortSignal.timeout(sendTimeoutMs),
      });
      const answer = (await response.json().catch(() => ({}))) as { ok?: unknown; description?: unknown };
      if (response.ok && answer.ok === true) return undefined;
      const reason = typeof answer.description === 'string' ? answer.description : response.statusText;
      return `Telegram ${response.status}: ${reason}`.split(telegram.botToken).join('***');
    } catch (error) {
      return describeError(error).split(telegram.botToken).join('***');
    }
  };

  const attempt = async (job: ClaimedJob): Promise<string | undefined> => {
    if (job.channel === 'telegram') return sendToTelegram(job);
    try {
      const response = await send(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          lib_version: emailjsLibVersion,
          user_id: emailjs.publicKey,
          service_id: emailjs.serviceId,
          template_id: job.template_id,
          template_params: job.params,
          ...(emailjs.privateKey ? { accessToken: emailjs.privateKey } : {}),
        }),
        signal: AbortSignal.timeout(sendTimeoutMs),
      });
      const text = await response.text();
      return response.ok ? undefined : `HTTP ${response.status}: ${text.trim() || response.statusText}`;
    } catch (error) {
      return describeError(error);
    }
  };

  const deliver = async (job: ClaimedJob, report: PassReport) => {
    const error = await attempt(job);
    if (error === undefined) {
      await db.query(queries.markSent, [job.id, job.claim_token]);
      report.sent += 1;
      logger.info(`mail ${job.id} (${job.template_id}) sent`);
      return;
    }
    const attempts = job.attempts + 1;
    const giveUp = attempts >= maxAttempts;
    const delay = retryDelay(attempts);
    await db.query(queries.markFailed, [
      job.id,
      job.claim_token,
      giveUp ? 'failed' : 'pending',
      cutText(error, maxErrorLength),
      delay,
    ]);
    if (giveUp) {
      report.failed += 1;
      const lead = job.application_id ? `lead ${job.application_id}` : 'no lead';
      logger.error(
        `mail ${job.id} (${job.template_id}, ${lead}) failed for good after ${attempts} attempts: ${error}`,
      );
    } else {
      report.retried += 1;
      logger.error(
        `mail ${job.id} (${job.template_id}) attempt ${attempts} failed, next in ${seconds(delay)}: ${error}`,
      );
    }
  };

  const pass = async (): Promise<PassReport> => {
    const report: PassReport = { sent: 0, retried: 0, failed: 0 };
    for (let n = 0; n < maxJobsPerPass && !stopped; n++) {
      const job = await claimNext();
      if (!job) {
        break;
      }
      await deliver(job, report);
    }
    return report;
  };

  const enqueue = (run: () => Promise<PassReport>): Promise<PassReport> => {
    const next = chain.then(run);
    chain = next.then(
      () => {
        lastPassError = undefined;
      },
      (error: unknown) => {
        // A database outage would otherwise log once per poll.
        const message = describeError(error);
        if (message !== lastPassError) {
          lastPassError = message;
          logger.error({ err: error }, 'mail dispatcher: a pass failed');
        }
      },
    );
    return next;
  };

  const kick = () => {
    if (stopped || queued) {
      return;
    }
    queued = true;
    enqueue(() => {
      queued = false;
      return pass();
    }).catch(() => {});
  };

  const idle = async () => {
    let seen: Promise<unknown>;
    do {
      seen = chain;
      await seen;
    } while (seen !== chain);
  };

  return {
    start() {
      if (stopped || timer) {
        return;
      }
      timer = setInterval(kick, pollIntervalMs);
      timer.unref?.();
      kick();
    },
    kick,
    runOnce: () => enqueue(pass),
    idle,
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await idle();
    },
  };
}
