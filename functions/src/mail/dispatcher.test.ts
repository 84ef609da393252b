import type { Db } from '../db/port';
import { describeEachDatabase } from '../test/databases';
import { memoryLogger } from '../test/fixtures';
import { type HttpCapture, startHttpCapture } from '../test/http-capture';
import { createMailDispatcher, defaultRetryDelaysMs, type MailDispatcherOptions } from './dispatcher';
import { enqueueMail } from './outbox';

const keys = { publicKey: 'public-key-1', privateKey: 'private-key-1', serviceId: 'service_agency' };

interface JobRow {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  claim_token: string | null;
  due_in_ms: number;
}

const jobRows = (db: Db) =>
  db.query<JobRow>(
    `select id, status, attempts, last_error, sent_at, claim_token,
            (extract(epoch from (next_attempt_at - now())) * 1000)::float8 as due_in_ms
     from mail_jobs order by created_at, id`,
  );

const queue = (db: Db, n: number, templateId = 'template_lead') =>
  db.transaction(async (tx) => {
    const ids: string[] = [];
    for (let i = 1; i <= n; i++) {
      ids.push(await enqueueMail(tx, { templateId, params: { n: i, from_name: `Клиент ${i}` } }));
    }
    return ids;
  });

const waitFor = async (condition: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const makeDue = (db: Db) => db.query("update mail_jobs set next_attempt_at = now() where status = 'pending'");

describeEachDatabase('the mail dispatcher', (ctx) => {
  let capture: HttpCapture;
  beforeEach(async () => {
    capture = await startHttpCapture();
  });
  afterEach(() => capture.close());

  const dispatcher = (options: Partial<MailDispatcherOptions> = {}) => {
    const log = memoryLogger();
    const mail = createMailDispatcher({
      db: ctx.db,
      emailjs: { origin: capture.origin, ...keys },
      logger: log.logger,
      ...options,
    });
    return { mail, ...log };
  };

  test('sends each due job once, with exactly the configured ids and the job’s params', async () => {
    await queue(ctx.db, 2);
    const { mail, lines } = dispatcher();
    expect(await mail.runOnce()).toEqual({ sent: 2, retried: 0, failed: 0 });

    expect(capture.requests).toHaveLength(2);
    expect(capture.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1.0/email/send',
      headers: { 'content-type': 'application/json' },
    });
    expect(capture.requests.map((request) => request.body)).toEqual([
      {
        lib_version: '4.4.1',
        user_id: 'public-key-1',
        service_id: 'service_agency',
        template_id: 'template_lead',
        template_params: { n: 1, from_name: 'Клиент 1' },
        accessToken: 'private-key-1',
      },
      expect.objectContaining({ template_params: { n: 2, from_name: 'Клиент 2' } }),
    ]);
    const rows = await jobRows(ctx.db);
    expect(rows).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1, last_error: null, claim_token: null }),
      expect.objectContaining({ status: 'sent', attempts: 1, last_error: null, claim_token: null }),
    ]);
    expect(rows.every((row) => row.sent_at instanceof Date)).toBe(true);
    expect(lines).toEqual([expect.stringMatching(/sent$/), expect.stringMatching(/sent$/)]);

    expect(await mail.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(capture.requests).toHaveLength(2);
  });

  test('sends no accessToken when no private key is configured (the dev outbox)', async () => {
    await queue(ctx.db, 1);
    const { mail } = dispatcher({ emailjs: { origin: capture.origin, ...keys, privateKey: '' } });
    await mail.runOnce();
    expect(capture.requests[0]?.body).not.toHaveProperty('accessToken');
  });

  test('leaves alone jobs that are not due, sent or failed', async () => {
    await queue(ctx.db, 3);
    await ctx.db.exec(`
      update mail_jobs set next_attempt_at = now() + interval '1 minute' where params->>'n' = '1';
      update mail_jobs set status = 'sent', sent_at = now() where params->>'n' = '2';
      update mail_jobs set status = 'failed' where params->>'n' = '3';
    `);
    const { mail } = dispatcher();
    expect(await mail.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(capture.requests).toEqual([]);
  });

  test('a mail service answering 500 then recovering: every job goes out once, attempts and backoff recorded', async () => {
    await queue(ctx.db, 3);
    const { mail, errors } = dispatcher();
    capture.reply({ status: 500, body: 'Internal error' });

    expect(await mail.runOnce()).toEqual({ sent: 0, retried: 3, failed: 0 });
    let rows = await jobRows(ctx.db);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'HTTP 500: Internal error' });
      expect(row.due_in_ms).toBeGreaterThan(4000);
      expect(row.due_in_ms).toBeLessThanOrEqual(5000);
    }
    expect(errors.map((entry) => entry.message)).toEqual([
      expect.stringMatching(/attempt 1 failed, next in 5 s: HTTP 500/),
      expect.stringMatching(/attempt 1 failed/),
      expect.stringMatching(/attempt 1 failed/),
    ]);

    // Not due yet: nothing is tried again.
    expect(await mail.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(capture.requests).toHaveLength(3);

    await makeDue(ctx.db);
    expect(await mail.runOnce()).toEqual({ sent: 0, retried: 3, failed: 0 });
    rows = await jobRows(ctx.db);
    expect(rows.map((row) => row.attempts)).toEqual([2, 2, 2]);
    expect(rows.every((row) => row.due_in_ms > 25_000 && row.due_in_ms <= 30_000)).toBe(true);

    capture.reply({ status: 200, body: 'OK' });
    await makeDue(ctx.db);
    expect(await mail.runOnce()).toEqual({ sent: 3, retried: 0, failed: 0 });
    expect(await mail.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });

    const delivered = capture.requests.slice(6);
    expect(
      delivered.map((request) => (request.body as { template_params: { n: number } }).template_params.n),
    ).toEqual([1, 2, 3]);
    expect(await jobRows(ctx.db)).toEqual(
      rows.map((row) =>
        expect.objectContaining({ id: row.id, status: 'sent', attempts: 3, last_error: null }),
      ),
    );
  });

  test('a long refusal is kept cut between emoji, with an ellipsis', async () => {
    await queue(ctx.db, 1);
    capture.reply({ status: 400, body: `Bad ${'😀'.repeat(400)}` });
    await dispatcher().mail.runOnce();
    const [row] = await jobRows(ctx.db);
    expect(row?.last_error).toMatch(/^HTTP 400: Bad 😀+…$/u);
    expect(row?.last_error?.length).toBeLessThanOrEqual(500);
  });

  test('a mail service refusing connections then listening again', async () => {
    await queue(ctx.db, 2);
    const { mail } = dispatcher();
    await capture.close();

    expect(await mail.runOnce()).toEqual({ sent: 0, retried: 2, failed: 0 });
    const rows = await jobRows(ctx.db);
    expect(rows.map((row) => row.last_error)).toEqual([
      expect.stringMatching(/ECONNREFUSED/),
      expect.stringMatching(/ECONNREFUSED/),
    ]);

    await capture.listen();
    await makeDue(ctx.db);
    expect(await mail.runOnce()).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(capture.requests).toHaveLength(2);
    expect((await jobRows(ctx.db)).map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
  });

  test('a send without an answer in time counts as a failed attempt', async () => {
    await queue(ctx.db, 1);
    capture.reply({ status: 200, delayMs: 1000 });
    const { mail } = dispatcher({ sendTimeoutMs: 100 });
    expect(await mail.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await jobRows(ctx.db))[0]?.last_error).toBe('no answer in time');
  });

  test('backs off 5 s, 30 s, 2 min, 10 min, 30 min, then hourly, and gives up after 10 attempts', async () => {
    await queue(ctx.db, 1);
    capture.reply({ status: 503, body: 'Down' });
    const { mail, errors } = dispatcher();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      await makeDue(ctx.db);
      await mail.runOnce();
      const [row] = await jobRows(ctx.db);
      expect(row?.attempts).toBe(attempt);
      waits.push(Math.round((row?.due_in_ms ?? 0) / 1000));
    }
    expect(waits.slice(0, 9)).toEqual([5, 30, 120, 600, 1800, 3600, 3600, 3600, 3600]);
    expect(defaultRetryDelaysMs.at(-1)).toBe(3_600_000);
    const [row] = await jobRows(ctx.db);
    expect(row).toMatchObject({ status: 'failed', attempts: 10, last_error: 'HTTP 503: Down' });
    expect(errors.at(-1)?.message).toMatch(/\(template_lead, no lead\) failed for good after 10 attempts/);

    await makeDue(ctx.db);
    await ctx.db.query("update mail_jobs set next_attempt_at = now() - interval '1 day'");
    expect(await mail.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(capture.requests).toHaveLength(10);
    expect(await ctx.db.query('select count(*)::int as n from mail_jobs')).toEqual([{ n: 1 }]);
  });

  test('a job claimed by a sender that died is sent again once its lease ends', async () => {
    const [id] = await queue(ctx.db, 1);
    await ctx.db.query(
      "update mail_jobs set claim_token = gen_random_uuid(), next_attempt_at = now() + interval '2 minutes'",
    );
    const { mail } = dispatcher();
    expect(await mail.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    await ctx.db.query("update mail_jobs set next_attempt_at = now() - interval '1 second'");
    expect(await mail.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await jobRows(ctx.db)).toEqual([
      expect.objectContaining({ id, status: 'sent', claim_token: null }),
    ]);
  });

  test('kick sends at once; stop waits for the send in flight; nothing is sent after stop', async () => {
    capture.reply({ status: 200, delayMs: 300 });
    const { mail } = dispatcher({ pollIntervalMs: 60_000 });
    mail.start();
    await queue(ctx.db, 1);
    mail.kick();
    await waitFor(() => capture.requests.length > 0);
    expect(capture.requests).toHaveLength(1);
    await mail.stop();
    expect((await jobRows(ctx.db))[0]).toMatchObject({ status: 'sent', attempts: 1 });

    await queue(ctx.db, 1);
    mail.kick();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await mail.idle();
    expect(capture.requests).toHaveLength(1);
  });

  test('polling picks up jobs written without a kick', async () => {
    const { mail } = dispatcher({ pollIntervalMs: 20 });
    mail.start();
    try {
      await queue(ctx.db, 2);
      await waitFor(() => capture.requests.length >= 2);
      expect(capture.requests).toHaveLength(2);
    } finally {
      await mail.stop();
    }
  });

  test('a database error fails the pass, is logged once, and the next pass goes on', async () => {
    await queue(ctx.db, 1);
    let broken = true;
    const flaky: Db = {
      ...ctx.db,
      transaction: (fn) => (broken ? Promise.reject(new Error('connection reset')) : ctx.db.transaction(fn)),
    };
    const { mail, errors } = dispatcher({ db: flaky });
    await expect(mail.runOnce()).rejects.toThrow('connection reset');
    await expect(mail.runOnce()).rejects.toThrow('connection reset');
    expect(errors).toEqual([
      {
        message: 'mail dispatcher: a pass failed',
        error: expect.objectContaining({ message: 'connection reset', stack: expect.any(String) }),
      },
    ]);
    broken = false;
    expect(await mail.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
  });

  test('two dispatchers on separate connections never send the same job twice', async () => {
    const total = 30;
    await queue(ctx.db, total);
    capture.reply({ status: 200, delayMs: 5 });
    const other = ctx.connectAgain?.() ?? ctx.db;
    const first = dispatcher().mail;
    const second = dispatcher({ db: other }).mail;
    const reports = await Promise.all([first.runOnce(), second.runOnce(), first.runOnce(), second.runOnce()]);

    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(total);
    const sentNumbers = capture.requests.map(
      (request) => (request.body as { template_params: { n: number } }).template_params.n,
    );
    expect(sentNumbers).toHaveLength(total);
    expect(new Set(sentNumbers).size).toBe(total);
    if (ctx.connectAgain) {
      // Both really took part: skip locked let them share the queue.
      expect(reports[0]?.sent).toBeGreaterThan(0);
      expect(reports[1]?.sent).toBeGreaterThan(0);
    }
    expect(await ctx.db.query("select count(*)::int as n from mail_jobs where status = 'sent'")).toEqual([
      { n: total },
    ]);
  });
});
