import { functionsServerKeyHeader } from 'shared-data/server';
import type { Handler } from '../http/handler';
import { json } from '../http/responses';
import { describeEachDatabase } from '../test/databases';
import { memoryLogger, postJson, testEnv } from '../test/fixtures';
import { createEdgeFunctionApp, createMailDispatchApp } from './edge-app';
import { maxBodyBytes } from './function-http';

const echo: Handler = async (req) => {
  const body = (await req.json()) as { fail?: boolean; boom?: boolean };
  if (body.boom) {
    throw new Error('bug');
  }
  return body.fail ? json({ error: { code: 'validation_failed', message: 'нет' } }, 400) : json({ ok: true });
};

const serverKey = 'shell-server-key-for-tests-0123456789';

describeEachDatabase('an Edge function app', (ctx) => {
  const setup = (trustProxy = 0, perMinute = '100', name = 'echo') => {
    const log = memoryLogger();
    const successes: string[] = [];
    const app = createEdgeFunctionApp({
      name,
      handler: echo,
      deps: {
        db: ctx.db,
        env: testEnv({ RATE_LIMIT_PER_MINUTE: perMinute, FUNCTIONS_SERVER_KEY: serverKey }),
        logger: log.logger,
      },
      trustProxy,
      afterSuccess: () => successes.push('sent'),
    });
    return { app, successes, ...log };
  };

  test('serves the handler at the path Supabase gives it, with CORS for the site only', async () => {
    const { app, successes } = setup();
    for (const path of ['/echo', '/functions/v1/echo']) {
      const res = await app.request(path, postJson({}, { origin: 'http://localhost:3000' }));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    }
    expect(successes).toEqual(['sent', 'sent']);
    const failed = await app.request('/echo', postJson({ fail: true }));
    expect(failed.status).toBe(400);
    expect(successes).toHaveLength(2);
    const foreign = await app.request('/echo', postJson({}, { origin: 'https://evil.example' }));
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('the same limits and error shapes as the gateway', async () => {
    const { app, errors } = setup();
    const big = await app.request('/echo', postJson({ padding: 'x'.repeat(maxBodyBytes) }));
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe('payload_too_large');
    const crashed = await app.request('/echo', postJson({ boom: true }));
    expect(crashed.status).toBe(500);
    expect((await crashed.json()).error.code).toBe('internal_error');
    expect(errors).toHaveLength(1);
    const get = await app.request('/echo');
    expect(get.status).toBe(404);
    expect((await get.json()).error.code).toBe('not_found');
  });

  test('rate-limits per client: the X-Forwarded-For entry the platform appended, IPv6 by /64', async () => {
    const { app } = setup(0, '2');
    const from = (ip: string) => app.request('/echo', postJson({}, { 'x-forwarded-for': ip }));
    expect((await from('203.0.113.1')).status).toBe(200);
    expect((await from('6.6.6.6, 203.0.113.1')).status).toBe(200);
    const refused = await from('203.0.113.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await from('203.0.113.2')).status).toBe(200);
    expect((await from('2001:db8:5:6::1')).status).toBe(200);
    expect((await from('2001:db8:5:6::2')).status).toBe(200);
    expect((await from('2001:db8:5:6::3')).status).toBe(429);
  });

  test('the overall limit counts the calls to every function, each served by its own app', async () => {
    const apps = ['a', 'b', 'c', 'd', 'e'].map((name) => setup(0, '2', name).app);
    const statuses: number[] = [];
    for (const app of apps) {
      for (let i = 0; i < 2; i++) {
        statuses.push(
          (await app.request('/echo', postJson({}, { 'x-forwarded-for': '203.0.113.5' }))).status,
        );
      }
    }
    expect(statuses).toEqual([...Array(8).fill(200), 429, 429]);
  });

  test('the shell’s server, holding FUNCTIONS_SERVER_KEY, is not counted as the address it calls from', async () => {
    const { app } = setup(0, '2');
    const from = (headers: Record<string, string>) =>
      app.request('/echo', postJson({}, { 'x-forwarded-for': '203.0.113.7', ...headers }));
    for (let i = 0; i < 5; i++) {
      expect((await from({ [functionsServerKeyHeader]: serverKey })).status).toBe(200);
    }
    expect((await from({})).status).toBe(200);
    expect((await from({ [functionsServerKeyHeader]: 'guess' })).status).toBe(200);
    expect((await from({})).status).toBe(429);
  });

  test('the gateway’s hardening headers and JSON-only rule', async () => {
    const { app } = setup();
    const res = await app.request('/echo', postJson({}));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const plain = await app.request('/echo', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(plain.status).toBe(415);
    expect((await plain.json()).error.code).toBe('unsupported_media_type');
  });
});

describe('the mail-dispatch app', () => {
  const setup = (secret: string | undefined) => {
    let passes = 0;
    const app = createMailDispatchApp({
      secret,
      logger: memoryLogger().logger,
      run: async () => {
        passes += 1;
        return { sent: 2, retried: 1, failed: 0 };
      },
    });
    return { app, passes: () => passes };
  };
  const post = (app: ReturnType<typeof setup>['app'], authorization?: string) =>
    app.request('/mail-dispatch', { method: 'POST', headers: authorization ? { authorization } : {} });

  test('runs one pass for the scheduler holding the secret', async () => {
    const { app, passes } = setup('s3cret-value');
    const res = await post(app, 'Bearer s3cret-value');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: 2, retried: 1, failed: 0 });
    expect(passes()).toBe(1);
  });

  test.each([undefined, 'Bearer wrong', 'Bearer s3cret-valu', 's3cret-value-but-longer'])(
    'refuses authorization %j',
    async (authorization) => {
      const { app, passes } = setup('s3cret-value');
      expect((await post(app, authorization)).status).toBe(401);
      expect(passes()).toBe(0);
    },
  );

  test('refuses everyone while no secret is configured', async () => {
    const { app, passes } = setup(undefined);
    expect((await post(app, 'Bearer ')).status).toBe(401);
    expect((await post(app, 'Bearer undefined')).status).toBe(401);
    expect(passes()).toBe(0);
  });
});
