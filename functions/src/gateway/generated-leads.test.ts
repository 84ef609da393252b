import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { cleanLeadSource, displayPhone, type SubmitApplicationResult } from 'shared-data/core';
import type { ServerEnv } from 'shared-data/server';
import type { Db } from '../db/port';
import { replayedHeader } from '../http/idempotency';
import { createDevOutbox, type DevOutbox } from '../mail/dev-outbox';
import { createMailDispatcher, type MailDispatcher } from '../mail/dispatcher';
import { telegramTextLimit } from '../mail/lead-alert';
import { capturedWithTelegram, startChannelCaptures, telegramChatId } from '../test/channels';
import { describeEachDatabase } from '../test/databases';
import { memoryLogger, postJson } from '../test/fixtures';
import { generatedLead, type LeadCall } from '../test/lead-arbitraries';
import { leadBodies } from '../test/lead-bodies';
import { createGateway } from './app';

/** Leads per channel set, database and run. */
const runs = Number(process.env.FUZZ_RUNS ?? 1500);
const url = '/functions/v1/submit-application';
const unlimited = { RATE_LIMIT_PER_MINUTE: '1000000' };

/**
 * Fixed cases: an alert cut inside an emoji (a 500 once: without a meeting date the cut falls inside the last
 * emoji for a one-letter name), and a name that tries to add a line of its own.
 */
const examples: [LeadCall][] = [
  [
    {
      kind: 'consultation',
      body: {
        ...leadBodies().consultation,
        consultation_date: '',
        name: 'Я',
        personal_info: '😀'.repeat(1000),
        comments: '😁'.repeat(1000),
      },
      opened: 'slow',
      refused: [],
    },
  ],
  [
    {
      kind: 'plan_order',
      body: { ...leadBodies().plan_order, name: 'Алишер\nТелефон: +998 90 000 00 00' },
      opened: 'slow',
      refused: [],
    },
  ],
];

const openedAt = { unsaid: undefined, fast: 500, slow: 30_000 } as const;

const withOpened = ({ body, opened }: LeadCall) => {
  const ago = openedAt[opened];
  return ago === undefined ? body : { ...body, form_started_at: Date.now() - ago };
};

interface ErrorAnswer {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

const controls = /[\p{Cc}\u2028\u2029]/u;
const russian = expect.stringMatching(/[а-яё]/i);

/** A Telegram job the Bot API takes: our chat, at most 4096 units, whole characters, one line per field. */
function expectSendableAlert(params: { chat_id?: string; text?: string; entities?: unknown }, phone: string) {
  const text = params.text ?? '';
  expect(params.chat_id).toBe(telegramChatId);
  expect(text.length).toBeLessThanOrEqual(telegramTextLimit);
  // No lone surrogate, and none stored as U+FFFD: the generated texts carry no U+FFFD of their own.
  expect(text.isWellFormed() && !text.includes('\ufffd')).toBe(true);
  const lines = text.split('\n');
  expect(lines.filter((line) => controls.test(line))).toEqual([]);
  expect(lines.filter((line) => line.startsWith('Телефон:'))).toEqual([`Телефон: ${phone}`]);
  // The phone is marked for a one-tap call, at the place it stands (UTF-16 units past every emoji before it).
  const marked = (params.entities ?? []) as { type: string; offset: number; length: number }[];
  expect(marked.map(({ type, offset, length }) => [type, text.slice(offset, offset + length)])).toEqual([
    ['phone_number', phone],
  ]);
}

interface Stored {
  id: string;
  name: string;
  phone: string;
  source: unknown;
  jobs: { channel: string; params: Record<string, string> }[];
}

/** A lead by its idempotency key, with its queued jobs. */
const storedQuery = `select a.id, a.name, a.phone, a.source,
    coalesce((select json_agg(json_build_object('channel', m.channel, 'params', m.params) order by m.channel)
      from mail_jobs m where m.application_id = a.id), '[]') as jobs
  from applications a where a.idempotency_key = $1`;

/** Sends `runs` generated leads (and the fixed examples) and checks each answer against the database. */
async function sendGeneratedLeads(app: Hono, db: Db) {
  let sent = 0;
  let stored = 0;
  await fc.assert(
    fc.asyncProperty(generatedLead, async (call) => {
      sent += 1;
      const key = `lead-${sent}`;
      const body = withOpened(call);
      const res = await app.request(url, postJson(body, { 'x-idempotency-key': key }));
      const answer = (await res.json()) as SubmitApplicationResult & ErrorAnswer;
      if (call.refused.length > 0) {
        expect({
          status: res.status,
          code: answer.error?.code,
          message: answer.error?.message,
          fields: Object.keys(answer.error?.fields ?? {}).sort(),
        }).toEqual({ status: 400, code: 'validation_failed', message: russian, fields: call.refused });
        for (const message of Object.values(answer.error?.fields ?? {})) expect(message).toEqual(russian);
        return;
      }
      expect({ status: res.status, answer }).toEqual({
        status: 200,
        answer: expect.objectContaining({ success: true, id: expect.any(String) }),
      });
      if (sent % 10 === 0) {
        const again = await app.request(url, postJson(body, { 'x-idempotency-key': key }));
        expect([again.status, again.headers.get(replayedHeader)]).toEqual([200, 'true']);
        expect(((await again.json()) as SubmitApplicationResult).id).toBe(answer.id);
      }
      const rows = await db.query<Stored>(storedQuery, [key]);
      expect(rows.map(({ jobs, ...lead }) => lead)).toEqual([
        {
          id: answer.id,
          name: String(body.name).trim(),
          phone: expect.stringMatching(/^\+998\d{9}$/),
          // What fits of where the visit came from; the rest dropped, the lead kept.
          source: cleanLeadSource(body),
        },
      ]);
      const { name, phone, jobs } = rows[0] as Stored;
      expect(jobs.map((job) => job.channel)).toEqual(['email', 'telegram']);
      const [mail, alert] = jobs;
      // Stored in E.164, shown to the team as people read it.
      expect(mail?.params).toMatchObject({ from_name: name, phone: displayPhone(phone) });
      expectSendableAlert(alert?.params ?? {}, displayPhone(phone));
      stored += 1;
    }),
    { numRuns: runs, examples },
  );
  expect(sent).toBeGreaterThanOrEqual(runs);
  return stored;
}

interface Gateway {
  app: Hono;
  /** Lets the dispatcher finish and checks that every queued job was taken at its first attempt; counts per channel. */
  delivered(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/**
 * The gateway over real HTTP with its mail dispatcher kicked by every successful call, as `main.ts` wires them;
 * mail and alerts go to `sendTo`, or to the gateway's own dev outbox.
 */
async function startGateway(
  db: Db,
  env: ServerEnv,
  { outbox, sendTo }: { outbox?: DevOutbox; sendTo?: { emailjs: string; telegram: string } },
): Promise<Gateway> {
  const { logger, errors } = memoryLogger();
  let dispatcher: MailDispatcher | undefined;
  const app = createGateway({ db, env, logger, outbox, mail: { kick: () => dispatcher?.kick() } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const own = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dispatcher = createMailDispatcher({
    db,
    emailjs: { ...env.emailjs, origin: sendTo?.emailjs ?? own },
    telegram: { ...env.telegram, origin: sendTo?.telegram ?? own },
    logger,
  });
  const mail = dispatcher;
  return {
    app,
    async delivered() {
      await mail.idle();
      while ((await mail.runOnce()).sent > 0);
      expect(
        await db.query("select channel, last_error from mail_jobs where status <> 'sent' limit 5"),
      ).toEqual([]);
      expect(errors).toEqual([]);
      const counted = await db.query<{ channel: string; n: number }>(
        'select channel, count(*)::int as n from mail_jobs group by channel order by channel',
      );
      return Object.fromEntries(counted.map(({ channel, n }) => [channel, n]));
    },
    async close() {
      await mail.stop();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describeEachDatabase('generated leads with every channel on', (ctx) => {
  test(`${runs} leads with EmailJS and Telegram configured: no 5xx, each 200 stored once and queued on both channels, then delivered`, async () => {
    const captures = await startChannelCaptures(unlimited);
    const gateway = await startGateway(ctx.db, captures.delivered, {
      sendTo: { emailjs: captures.emailjs.origin, telegram: captures.telegram.origin },
    });
    try {
      const stored = await sendGeneratedLeads(gateway.app, ctx.db);
      expect(await gateway.delivered()).toEqual({ email: stored, telegram: stored });
      expect(captures.emailjs.requests).toHaveLength(stored);
      expect(captures.telegram.requests).toHaveLength(stored);
    } finally {
      await gateway.close();
      await captures.close();
    }
  }, 600_000);

  test(`${runs} leads in capture mode with Telegram on: the dev outbox takes every mail and alert`, async () => {
    const outbox = createDevOutbox();
    const gateway = await startGateway(ctx.db, capturedWithTelegram(unlimited), { outbox });
    try {
      const stored = await sendGeneratedLeads(gateway.app, ctx.db);
      expect(await gateway.delivered()).toEqual({ email: stored, telegram: stored });
      expect(outbox.list()).toHaveLength(stored);
      expect(outbox.messages()).toHaveLength(stored);
    } finally {
      await gateway.close();
    }
  }, 600_000);
});
