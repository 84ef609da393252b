import { runAdmin } from '../admin-commands/commands';
import { createGateway } from '../gateway/app';
import { describeEachDatabase } from '../test/databases';
import { memoryLogger, testEnv } from '../test/fixtures';
import { type HttpCapture, startHttpCapture } from '../test/http-capture';
import { createMailDispatcher } from './dispatcher';
import { enqueueMail } from './outbox';

describeEachDatabase('mail that used up its retries', (ctx) => {
  let capture: HttpCapture;
  beforeEach(async () => {
    capture = await startHttpCapture();
    capture.reply({ status: 500, body: 'Internal error' });
  });
  afterEach(() => capture.close());

  const setup = () => {
    const log = memoryLogger();
    const mail = createMailDispatcher({
      db: ctx.db,
      emailjs: {
        origin: capture.origin,
        publicKey: 'public-key-1',
        privateKey: '',
        serviceId: 'service_agency',
      },
      logger: log.logger,
      maxAttempts: 2,
      retryDelaysMs: [0],
    });
    const gateway = createGateway({ db: ctx.db, env: testEnv(), logger: log.logger });
    const health = async () => {
      const res = await gateway.request('/health');
      expect(res.status).toBe(200);
      return res.json();
    };
    return { mail, health, ...log };
  };

  const requeueFailed = async () => {
    const out: string[] = [];
    const code = await runAdmin(['requeue-failed'], {
      write: () => {},
      out: (text) => out.push(text),
      err: (text) => out.push(text),
      cwd: '/tmp',
      env: {},
      // The CLI closes what it opened; the shared test database stays open.
      openDatabase: () => Promise.resolve({ ...ctx.db, close: async () => {} }),
    });
    return { code, out };
  };

  const queue = (applicationId?: string) =>
    ctx.db.transaction((tx) =>
      enqueueMail(tx, { templateId: 'template_lead', params: { from_name: 'Нодира' }, applicationId }),
    );

  const jobs = () => ctx.db.query('select status, attempts, last_error from mail_jobs');

  test('is logged with its lead, makes /health degraded, and goes out again after requeue-failed', async () => {
    const [lead] = await ctx.db.query<{ id: string }>(
      "insert into applications (type, name, phone) values ('consultation', 'Нодира', '+998901112233') returning id",
    );
    const jobId = await queue(lead?.id);
    const { mail, health, errors } = setup();

    expect(await mail.runOnce()).toEqual({ sent: 0, retried: 1, failed: 1 });
    expect(await jobs()).toEqual([{ status: 'failed', attempts: 2, last_error: 'HTTP 500: Internal error' }]);
    expect(errors.at(-1)?.message).toBe(
      `mail ${jobId} (template_lead, lead ${lead?.id}) failed for good after 2 attempts: HTTP 500: Internal error`,
    );
    expect(await health()).toEqual({ status: 'degraded', db: ctx.name, failed_mail: 1 });
    expect(await mail.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });

    expect(await requeueFailed()).toEqual({ code: 0, out: ['✔ 1 failed mail back in the queue, due now.'] });
    expect(await jobs()).toEqual([
      { status: 'pending', attempts: 0, last_error: 'HTTP 500: Internal error' },
    ]);
    expect(await health()).toEqual({ status: 'ok', db: ctx.name });

    capture.reply({ status: 200, body: 'OK' });
    expect(await mail.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await jobs()).toEqual([{ status: 'sent', attempts: 1, last_error: null }]);
    expect(capture.requests).toHaveLength(3);
    expect(await health()).toEqual({ status: 'ok', db: ctx.name });
    expect(await requeueFailed()).toEqual({ code: 0, out: ['No failed mail.'] });
  });

  test('a mail about no lead (a sign-in code) says so when it fails', async () => {
    const jobId = await queue();
    const { mail, errors, health } = setup();
    await mail.runOnce();
    expect(errors.at(-1)?.message).toMatch(
      new RegExp(`^mail ${jobId} \\(template_lead, no lead\\) failed for good`),
    );
    await queue();
    await mail.runOnce();
    expect(await health()).toEqual({ status: 'degraded', db: ctx.name, failed_mail: 2 });
  });
});
