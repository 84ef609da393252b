import { Hono } from 'hono';
import type { Db } from '../db/port';
import { createDevOutbox, devOutboxKeyHeader, hiddenCode, mountDevOutbox } from '../mail/dev-outbox';
import { describeEachDatabase } from '../test/databases';
import { insertAmbassador, memoryLogger, postJson, testEnv } from '../test/fixtures';
import { createGateway, isLoopback, maxBodyBytes } from './app';

const siteOrigin = 'http://localhost:3000';

describeEachDatabase('the gateway', (ctx) => {
  const setup = (options: Partial<Parameters<typeof createGateway>[0]> = {}) => {
    const log = memoryLogger();
    const app = createGateway({ db: ctx.db, env: testEnv(), logger: log.logger, ...options });
    return { app, ...log };
  };

  test('GET /health reports the database kind', async () => {
    const { app } = setup();
    const res = await app.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: ctx.name });
  });

  test('every answer carries the hardening headers and stays readable cross-origin', async () => {
    const { app } = setup();
    const res = await app.request(
      '/functions/v1/check-promo-code',
      postJson({ code: 'none' }, { origin: siteOrigin }),
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('access-control-allow-origin')).toBe(siteOrigin);
  });

  test('GET /health answers 503 JSON when the database fails', async () => {
    const broken: Db = { ...ctx.db, query: () => Promise.reject(new Error('connection refused')) };
    const { app, errors } = setup({ db: broken });
    const res = await app.request('/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { code: 'db_unavailable', message: 'База данных недоступна' },
    });
    expect(errors).toHaveLength(1);
  });

  test('POST /functions/v1/<name> runs the handler', async () => {
    await insertAmbassador(ctx.db, { promo_code: 'AZIZ15' });
    const { app, entries } = setup();
    const res = await app.request('/functions/v1/check-promo-code', postJson({ code: 'aziz15' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ valid: true, discount_percent: 15 });
    expect(entries).toEqual([
      expect.objectContaining({ method: 'POST', path: '/functions/v1/check-promo-code', status: 200 }),
    ]);
  });

  test.each(['no-such-function', 'constructor', '__proto__'])(
    'an unknown function %j is 404 function_not_found',
    async (name) => {
      const { app } = setup();
      const res = await app.request(`/functions/v1/${name}`, postJson({}));
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('function_not_found');
    },
  );

  test('an unknown path is 404 JSON', async () => {
    const { app, entries } = setup();
    const res = await app.request('/nowhere');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    expect(entries).toEqual([expect.objectContaining({ method: 'GET', path: '/nowhere', status: 404 })]);
  });

  test('invalid JSON is 400 invalid_json', async () => {
    const { app } = setup();
    const res = await app.request('/functions/v1/check-promo-code', postJson('{"code": "A'));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({ code: 'invalid_json', message: expect.any(String) });
  });

  test('a thrown error is a logged 500 JSON', async () => {
    const { app, entries } = setup({
      handlers: {
        broken: async () => {
          throw new Error('bug');
        },
      },
    });
    const res = await app.request('/functions/v1/broken', postJson({}));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: { code: 'internal_error', message: expect.any(String) } });
    expect(entries).toEqual([
      expect.objectContaining({
        level: 'error',
        method: 'POST',
        path: '/functions/v1/broken',
        status: 500,
        err: expect.objectContaining({ message: 'bug', stack: expect.stringContaining('Error: bug') }),
      }),
    ]);
  });

  describe('CORS', () => {
    test('allows the site’s origin, also on errors', async () => {
      const { app } = setup();
      const ok = await app.request(
        '/functions/v1/check-promo-code',
        postJson({ code: 'X' }, { origin: siteOrigin }),
      );
      expect(ok.headers.get('access-control-allow-origin')).toBe(siteOrigin);
      const missing = await app.request('/functions/v1/nope', postJson({}, { origin: siteOrigin }));
      expect(missing.status).toBe(404);
      expect(missing.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    });

    test('gives no CORS grant to another origin', async () => {
      const { app } = setup();
      const res = await app.request(
        '/functions/v1/check-promo-code',
        postJson({ code: 'X' }, { origin: 'https://evil.example' }),
      );
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await app.request('/functions/v1/check-promo-code', {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    });

    test('answers the preflight supabase-js causes', async () => {
      const { app, entries } = setup();
      const res = await app.request('/functions/v1/check-promo-code', {
        method: 'OPTIONS',
        headers: {
          origin: siteOrigin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, apikey, x-client-info, content-type',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(siteOrigin);
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      const allowed = res.headers.get('access-control-allow-headers')?.split(',') ?? [];
      expect(allowed).toEqual(
        expect.arrayContaining([
          'authorization',
          'apikey',
          'x-client-info',
          'content-type',
          'x-ambassador-token',
          'x-idempotency-key',
        ]),
      );
      expect(entries).toEqual([
        expect.objectContaining({ method: 'OPTIONS', path: '/functions/v1/check-promo-code', status: 204 }),
      ]);
    });

    test('follows SITE_URL', async () => {
      const { app } = setup({ env: testEnv({ SITE_URL: 'https://agency.uz/' }) });
      const res = await app.request('/health', { headers: { origin: 'https://agency.uz' } });
      expect(res.headers.get('access-control-allow-origin')).toBe('https://agency.uz');
    });
  });

  describe('JSON only', () => {
    test.each([
      ['text/plain', 'text/plain;charset=UTF-8'],
      ['form-encoded', 'application/x-www-form-urlencoded'],
      ['multipart', 'multipart/form-data; boundary=x'],
      ['JSON-like', 'application/json-patch+json'],
    ])('a %s POST is 415 unsupported_media_type and writes nothing', async (_, type) => {
      const { app } = setup();
      const res = await app.request('/functions/v1/submit-application', {
        method: 'POST',
        headers: { 'content-type': type, origin: 'https://evil.example' },
        body: JSON.stringify({
          type: 'landing_consultation',
          name: 'Бот',
          email: 'b@example.uz',
          phone: '+998901234567',
        }),
      });
      expect(res.status).toBe(415);
      expect((await res.json()).error.code).toBe('unsupported_media_type');
      expect(await ctx.db.query('select id from applications')).toEqual([]);
    });

    test('a POST without a Content-Type is 415 too', async () => {
      const { app } = setup();
      const res = await app.request('/functions/v1/check-promo-code', {
        method: 'POST',
        body: new TextEncoder().encode('{"code":"X"}'),
      });
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.status).toBe(415);
    });

    test('application/json with a charset passes', async () => {
      const { app } = setup();
      const res = await app.request(
        '/functions/v1/check-promo-code',
        postJson({ code: 'X' }, { 'content-type': 'Application/JSON; charset=utf-8' }),
      );
      expect(res.status).toBe(200);
    });
  });

  describe('body limit', () => {
    const oversized = JSON.stringify({ code: 'X'.repeat(maxBodyBytes) });

    test('a body over 64 KiB is 413 payload_too_large (streamed, no Content-Length)', async () => {
      const { app } = setup();
      const res = await app.request(
        '/functions/v1/check-promo-code',
        postJson(oversized, { origin: siteOrigin }),
      );
      expect(res.status).toBe(413);
      expect((await res.json()).error.code).toBe('payload_too_large');
      expect(res.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    });

    test('a declared Content-Length over 64 KiB is 413 too', async () => {
      const { app } = setup();
      const res = await app.request(
        '/functions/v1/check-promo-code',
        postJson(oversized, { 'content-length': String(Buffer.byteLength(oversized)) }),
      );
      expect(res.status).toBe(413);
      expect((await res.json()).error.code).toBe('payload_too_large');
    });

    test('a body of exactly 64 KiB passes', async () => {
      const { app } = setup();
      const body = JSON.stringify({ code: 'LOLA', padding: '' });
      const exact = body.replace('""', `"${'x'.repeat(maxBodyBytes - body.length)}"`);
      expect(Buffer.byteLength(exact)).toBe(maxBodyBytes);
      const res = await app.request('/functions/v1/check-promo-code', postJson(exact));
      expect(res.status).toBe(200);
    });
  });

  describe('dev outbox', () => {
    const outboxKey = 'k3y-for-tests';
    const mail = (n: number) => ({
      lib_version: '4.4.1',
      user_id: 'public-key',
      service_id: 'service_local',
      template_id: 'template_lead',
      template_params: { to_email: 'hello@agency.uz', from_name: `Клиент ${n}` },
      accessToken: 'private-key',
    });

    test('captures EmailJS sends and lists them oldest first; codes only with the outbox key', async () => {
      const { app } = setup({ outboxKey });
      for (const n of [1, 2]) {
        const res = await app.request('/api/v1.0/email/send', postJson(mail(n)));
        expect(res.status).toBe(200);
        expect(await res.text()).toBe('OK');
      }
      const form = new FormData();
      form.set('service_id', 'service_local');
      form.set('template_id', 'template_code');
      form.set('user_id', 'public-key');
      form.set('to_email', 'lola@example.uz');
      form.set('code', '123456');
      const sent = await app.request('/api/v1.0/email/send-form', { method: 'POST', body: form });
      expect(await sent.text()).toBe('OK');

      const hidden = await (await app.request('/dev/outbox')).json();
      expect(hidden[2].template_params).toEqual({ to_email: 'lola@example.uz', code: hiddenCode });
      const wrongKey = await app.request('/dev/outbox', { headers: { [devOutboxKeyHeader]: 'guess' } });
      expect((await wrongKey.json())[2].template_params.code).toBe(hiddenCode);

      const res = await app.request('/dev/outbox', { headers: { [devOutboxKeyHeader]: outboxKey } });
      expect(res.status).toBe(200);
      const listed = await res.json();
      expect(listed).toEqual([
        {
          service_id: 'service_local',
          template_id: 'template_lead',
          template_params: mail(1).template_params,
          received_at: expect.any(String),
        },
        expect.objectContaining({ template_params: mail(2).template_params }),
        expect.objectContaining({
          template_id: 'template_code',
          template_params: { to_email: 'lola@example.uz', code: '123456' },
        }),
      ]);
      expect(Number.isNaN(Date.parse(listed[0].received_at))).toBe(false);

      expect((await app.request('/dev/outbox', { method: 'DELETE' })).status).toBe(204);
      expect(await (await app.request('/dev/outbox')).json()).toEqual([]);
    });

    test('keeps a burst of 1,000 mails whole, and the newest 10,000 of each kind', async () => {
      const { app } = setup();
      for (let n = 1; n <= 1000; n++) {
        expect((await app.request('/api/v1.0/email/send', postJson(mail(n)))).status).toBe(200);
      }
      const listed = (await (await app.request('/dev/outbox')).json()) as { template_params: object }[];
      expect(listed).toHaveLength(1000);
      expect(listed[999]?.template_params).toEqual(mail(1000).template_params);

      const outbox = createDevOutbox();
      for (let n = 1; n <= 10_001; n++) {
        outbox.add({ service_id: 's', template_id: 't', template_params: { n } });
        outbox.addMessage({ chat_id: '1', text: `${n}` });
      }
      expect(outbox.list()).toHaveLength(10_000);
      expect(outbox.list()[0]?.template_params).toEqual({ n: 2 });
      expect(
        outbox
          .messages()
          .map((message) => message.text)
          .slice(0, 1),
      ).toEqual(['2']);
    });

    describe('refuses what a browser page can post cross-site without a preflight', () => {
      const form = () => {
        const body = new FormData();
        body.set('service_id', 'service_local');
        body.set('template_id', 'template_code');
        body.set('code', '123456');
        return body;
      };

      test.each(['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', undefined])(
        'a JSON mail sent as %s is 415',
        async (type) => {
          const { app } = setup();
          const res = await app.request('/api/v1.0/email/send', {
            method: 'POST',
            headers: type ? { 'content-type': type } : {},
            body: JSON.stringify(mail(1)),
          });
          expect(res.status).toBe(415);
          expect((await res.json()).error.code).toBe('unsupported_media_type');
          expect(await (await app.request('/dev/outbox')).json()).toEqual([]);
        },
      );

      test.each([
        ['an Origin', { origin: 'https://evil.example' }],
        ['an Origin of null', { origin: 'null' }],
        ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
        ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
      ])('a mail with %s is 403 on /send and /send-form', async (_, headers) => {
        const { app } = setup();
        const sent = await app.request('/api/v1.0/email/send', postJson(mail(1), headers));
        expect(sent.status).toBe(403);
        expect(await sent.text()).toBe('Requests from web pages are not captured');
        const posted = await app.request('/api/v1.0/email/send-form', {
          method: 'POST',
          headers,
          body: form(),
        });
        expect(posted.status).toBe(403);
        expect(await (await app.request('/dev/outbox')).json()).toEqual([]);
      });

      test('a server-side send (no Origin, Sec-Fetch-Site none) is captured', async () => {
        const { app } = setup();
        const res = await app.request(
          '/api/v1.0/email/send',
          postJson(mail(1), { 'sec-fetch-site': 'none' }),
        );
        expect(res.status).toBe(200);
        const posted = await app.request('/api/v1.0/email/send-form', { method: 'POST', body: form() });
        expect(posted.status).toBe(200);
        expect(await (await app.request('/dev/outbox')).json()).toHaveLength(2);
      });
    });

    test.each([
      ['service_id', 'The service ID is required'],
      ['template_id', 'The template ID is required'],
    ])('refuses a mail without %s like EmailJS (400 text)', async (field, message) => {
      const { app } = setup();
      const res = await app.request('/api/v1.0/email/send', postJson({ ...mail(1), [field]: '' }));
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(message);
      expect(await (await app.request('/dev/outbox')).json()).toEqual([]);
    });

    test('is not there on a production start, nor for a request from another machine', async () => {
      const production = setup({ env: testEnv({ SITE_URL: 'https://agency.uz' }) }).app;
      expect((await production.request('/dev/outbox')).status).toBe(404);
      expect((await production.request('/api/v1.0/email/send', postJson(mail(1)))).status).toBe(404);

      const remote = new Hono();
      mountDevOutbox(remote, createDevOutbox(), { isLocal: () => false, key: outboxKey, botToken: 'token' });
      expect(
        (await remote.request('/dev/outbox', { headers: { [devOutboxKeyHeader]: outboxKey } })).status,
      ).toBe(404);
      expect((await remote.request('/api/v1.0/email/send', postJson(mail(1)))).status).toBe(404);
    });

    test.each([
      ['127.0.0.1', true],
      ['127.8.9.10', true],
      ['::1', true],
      ['::ffff:127.0.0.1', true],
      [undefined, true],
      ['10.0.0.5', false],
      ['::ffff:10.0.0.5', false],
      ['2001:db8::1', false],
    ])('a peer at %s is this machine: %s', (address, local) => {
      expect(isLoopback(address)).toBe(local);
    });

    test('is not there when EmailJS keys are configured', async () => {
      const { app } = setup({
        env: testEnv({ EMAILJS_PUBLIC_KEY: 'public', EMAILJS_PRIVATE_KEY: 'private' }),
      });
      expect((await app.request('/dev/outbox')).status).toBe(404);
      expect((await app.request('/api/v1.0/email/send', postJson(mail(1)))).status).toBe(404);
    });
  });
});
