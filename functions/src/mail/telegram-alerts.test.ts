import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { displayPhone } from 'shared-data/core';
import { createGateway } from '../gateway/app';
import { submitApplication } from '../handlers/submit-application';
import { describeEachDatabase } from '../test/databases';
import { memoryLogger, postJson, testEnv } from '../test/fixtures';
import { startHttpCapture } from '../test/http-capture';
import { contacts, leadBodies } from '../test/lead-bodies';
import { createDevOutbox } from './dev-outbox';
import { createMailDispatcher, type MailDispatcher } from './dispatcher';

const token = '123456:AAbbCCddEEffGGhhIIjjKKll';
const withTelegram = testEnv({ TELEGRAM_BOT_TOKEN: token, TELEGRAM_CHAT_ID: '-100200300' });

describeEachDatabase('lead alerts in Telegram', (ctx) => {
  const submit = (env: ReturnType<typeof testEnv>, body: Record<string, unknown>) =>
    submitApplication(new Request('http://localhost/functions/v1/submit-application', postJson(body)), {
      db: ctx.db,
      env,
      logger: memoryLogger().logger,
    });
  const jobs = () =>
    ctx.db.query<{ channel: string; template_id: string; params: { chat_id?: string; text?: string } }>(
      'select channel, template_id, params from mail_jobs order by channel',
    );
  const person = { form_started_at: Date.now() - 30_000, website: '' };

  test('a lead queues its alert with its mail when Telegram is configured, and only then', async () => {
    expect((await submit(testEnv(), { ...leadBodies().plan_order, ...person })).status).toBe(200);
    expect((await jobs()).map((job) => job.channel)).toEqual(['email']);

    await ctx.db.query('delete from mail_jobs');
    expect((await submit(withTelegram, { ...leadBodies().plan_order, ...person })).status).toBe(200);
    const [mail, alert] = await jobs();
    expect(mail?.channel).toBe('email');
    expect(alert).toMatchObject({
      channel: 'telegram',
      template_id: 'telegram',
      params: { chat_id: '-100200300' },
    });
    expect(alert?.params.text?.split('\n').slice(0, 2)).toEqual([
      'Новая заявка: Заказ тарифа',
      `Имя: ${contacts.name}`,
    ]);
    // The last line opens the lead in the team's inbox.
    const [stored] = await ctx.db.query<{ id: string }>(
      "select application_id as id from mail_jobs where channel = 'telegram'",
    );
    expect(alert?.params.text?.split('\n').at(-1)).toBe(
      `Открыть в инбоксе: ${withTelegram.runtime.siteUrl}/admin?lead=${stored?.id}`,
    );
  });

  test.each(['Я', 'Ян'])(
    'a lead whose alert is cut among emoji (name %p) is stored once, with its alert queued',
    async (name) => {
      const body = {
        ...leadBodies().consultation,
        ...person,
        name,
        personal_info: '😀'.repeat(1000),
        comments: '😁'.repeat(1000),
      };
      expect((await submit(withTelegram, body)).status).toBe(200);
      expect(await ctx.db.query('select name from applications')).toEqual([{ name }]);
      const alerts = (await jobs()).filter((job) => job.channel === 'telegram');
      expect(alerts).toHaveLength(1);
      const text = alerts[0]?.params.text ?? '';
      expect(text.length).toBeLessThanOrEqual(4096);
      expect(text).toMatch(/😁…\nОткрыть в инбоксе: http:\/\/\S+\/admin\?lead=[0-9a-f-]{36}$/u);
    },
  );

  test('a suspected lead says so first', async () => {
    await submit(withTelegram, {
      ...leadBodies().consultation,
      form_started_at: Date.now() - 500,
      website: '',
    });
    const alert = (await jobs()).find((job) => job.channel === 'telegram');
    expect(alert?.params.text).toMatch(/^⚠ Возможно, бот: /);
  });

  test('the dispatcher posts to the Bot API, retries a refusal with its reason, and never stores the token', async () => {
    const telegram = await startHttpCapture();
    let dispatcher: MailDispatcher | undefined;
    try {
      await submit(withTelegram, { ...leadBodies().consultation, ...person });
      await ctx.db.query("update mail_jobs set status = 'sent' where channel = 'email'");
      telegram.reply({
        status: 400,
        body: JSON.stringify({ ok: false, description: 'Bad Request: chat not found' }),
      });
      dispatcher = createMailDispatcher({
        db: ctx.db,
        emailjs: withTelegram.emailjs,
        telegram: { ...withTelegram.telegram, origin: telegram.origin },
        logger: memoryLogger().logger,
        retryDelaysMs: [60_000],
      });
      expect(await dispatcher.runOnce()).toMatchObject({ sent: 0, retried: 1 });
      expect(telegram.requests[0]).toMatchObject({
        method: 'POST',
        path: `/bot${token}/sendMessage`,
        body: { chat_id: '-100200300', text: expect.stringContaining('Новая заявка') },
      });
      const [failed] = await ctx.db.query<{ last_error: string }>(
        "select last_error from mail_jobs where channel = 'telegram'",
      );
      expect(failed?.last_error).toBe('Telegram 400: Bad Request: chat not found');

      telegram.reply({ status: 200, body: JSON.stringify({ ok: true, result: { message_id: 1 } }) });
      await ctx.db.query('update mail_jobs set next_attempt_at = now()');
      expect(await dispatcher.runOnce()).toMatchObject({ sent: 1 });
      const logged = JSON.stringify(await ctx.db.query('select params, last_error from mail_jobs'));
      expect(logged).not.toContain(token);
    } finally {
      await dispatcher?.stop();
      await telegram.close();
    }
  });

  test('the dev outbox takes a sendMessage with the configured token only, and refuses others like Telegram', async () => {
    const gateway = (env: ReturnType<typeof testEnv>) =>
      createGateway({ db: ctx.db, env, logger: memoryLogger().logger });
    const message = postJson({ chat_id: '-100200300', text: 'Новая заявка' });
    const configured = gateway(withTelegram);
    for (const path of ['/bot123456:wrong/sendMessage', '/bot/sendMessage', `/bot${token}x/sendMessage`]) {
      const refused = await configured.request(path, message);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ ok: false, error_code: 401, description: 'Unauthorized' });
    }
    const unconfigured = gateway(testEnv());
    expect((await unconfigured.request(`/bot${token}/sendMessage`, message)).status).toBe(401);
    expect((await unconfigured.request('/bot/sendMessage', message)).status).toBe(401);
    expect(await (await configured.request('/dev/outbox/telegram')).json()).toEqual([]);

    const taken = await configured.request(`/bot${token}/sendMessage`, message);
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({ ok: true });
    expect(await (await configured.request('/dev/outbox/telegram')).json()).toHaveLength(1);

    for (const entities of [
      {},
      [{ type: 'phone_number', offset: 8, length: 10 }],
      [{ type: 'phone_number', offset: -1, length: 2 }],
      [{ type: 'phone_number', offset: 0, length: 0 }],
      [{ offset: 0, length: 3 }],
    ]) {
      const marked = postJson({ chat_id: '-100200300', text: 'Новая заявка', entities });
      const refused = await configured.request(`/bot${token}/sendMessage`, marked);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        ok: false,
        error_code: 400,
        description: "Bad Request: can't parse entities",
      });
    }
    expect(await (await configured.request('/dev/outbox/telegram')).json()).toHaveLength(1);
  });

  test('in capture mode the alert lands in the gateway’s dev outbox, and the bot token stays out of its log', async () => {
    const outbox = createDevOutbox();
    const { logger, entries } = memoryLogger();
    let mail: MailDispatcher | undefined;
    const app = createGateway({
      db: ctx.db,
      env: withTelegram,
      logger,
      outbox,
      mail: { kick: () => mail?.kick() },
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    mail = createMailDispatcher({
      db: ctx.db,
      emailjs: { ...withTelegram.emailjs, origin },
      telegram: { ...withTelegram.telegram, origin },
      logger,
    });
    try {
      const called = await fetch(
        `${origin}/functions/v1/submit-application`,
        postJson({ ...leadBodies().plan_order, ...person }, { origin: withTelegram.runtime.siteUrl }),
      );
      expect(called.status).toBe(200);
      await mail.idle();
      const messages = await (await fetch(`${origin}/dev/outbox/telegram`)).json();
      expect(messages).toEqual([
        {
          chat_id: '-100200300',
          text: expect.stringMatching(/^Новая заявка: Заказ тарифа\n/),
          entities: [{ type: 'phone_number', offset: expect.any(Number), length: 17 }],
          received_at: expect.any(String),
        },
      ]);
      const [message] = messages as { text: string; entities: { offset: number; length: number }[] }[];
      const phone = message?.entities[0] ?? { offset: 0, length: 0 };
      expect(message?.text.slice(phone.offset, phone.offset + phone.length)).toBe(
        displayPhone(contacts.phone),
      );
      const mails = (await (await fetch(`${origin}/dev/outbox`)).json()) as unknown[];
      expect(mails).toHaveLength(1);
      expect(entries).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/bot<redacted>/sendMessage', status: 200 }),
      );
      expect(JSON.stringify(entries)).not.toContain(token.split(':')[1]);
    } finally {
      await mail?.stop();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
