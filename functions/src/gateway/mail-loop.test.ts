import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Handler } from '../http/handler';
import { json } from '../http/responses';
import { createDevOutbox } from '../mail/dev-outbox';
import { createMailDispatcher, type MailDispatcher } from '../mail/dispatcher';
import { enqueueMail } from '../mail/outbox';
import { describeEachDatabase } from '../test/databases';
import { memoryLogger, postJson, testEnv } from '../test/fixtures';
import { createGateway } from './app';

const queueing: Handler = async (req, { db, env }) => {
  const body = (await req.json()) as { fail?: boolean; code?: string };
  if (body.fail) {
    return json({ error: { code: 'validation_failed', message: 'нет' } }, 400);
  }
  await db.transaction((tx) =>
    enqueueMail(tx, {
      templateId: env.emailjs.templateCode,
      params: { to_email: 'lola@example.uz', code: body.code ?? '' },
    }),
  );
  return json({ success: true });
};

describeEachDatabase('mail through the gateway', (ctx) => {
  test('a function that queues a mail kicks the dispatcher; only successful calls kick', async () => {
    const kicks: string[] = [];
    const app = createGateway({
      db: ctx.db,
      env: testEnv(),
      logger: memoryLogger().logger,
      handlers: { queueing },
      mail: { kick: () => kicks.push('kick') },
    });
    await app.request('/functions/v1/queueing', postJson({ fail: true }));
    expect(kicks).toEqual([]);
    await app.request('/functions/v1/queueing', postJson({}));
    expect(kicks).toEqual(['kick']);
  });

  test('without EmailJS keys a queued mail reaches the gateway’s own dev outbox', async () => {
    const env = testEnv();
    const outbox = createDevOutbox();
    const { logger } = memoryLogger();
    let mail: MailDispatcher | undefined;
    const app = createGateway({
      db: ctx.db,
      env,
      logger,
      outbox,
      outboxKey: 'k3y',
      handlers: { queueing },
      mail: { kick: () => mail?.kick() },
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    mail = createMailDispatcher({ db: ctx.db, emailjs: { ...env.emailjs, origin }, logger });
    try {
      const called = await fetch(`${origin}/functions/v1/queueing`, postJson({ code: '123456' }));
      expect(called.status).toBe(200);
      await mail.idle();
      expect(await ctx.db.query('select status, attempts from mail_jobs')).toEqual([
        { status: 'sent', attempts: 1 },
      ]);
      const listed = await (
        await fetch(`${origin}/dev/outbox`, { headers: { 'x-dev-outbox-key': 'k3y' } })
      ).json();
      expect(listed).toEqual([
        {
          service_id: 'service_local',
          template_id: 'template_code',
          template_params: { to_email: 'lola@example.uz', code: '123456' },
          received_at: expect.any(String),
        },
      ]);
    } finally {
      await mail?.stop();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
