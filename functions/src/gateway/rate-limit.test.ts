import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { functionsServerKeyHeader, siteClientHeader } from 'shared-data/server';
import { describeEachDatabase } from '../test/databases';
import { memoryLogger, postJson, testEnv } from '../test/fixtures';
import { createGateway } from './app';
import { functionLimits, overallLimitFactor, serverLimitFactor, siteClientOf } from './function-http';

const serverKey = 'shell-server-key-for-tests-0123456789';

describeEachDatabase('the gateway’s rate limit', (ctx) => {
  const setup = (trustProxy = 0) =>
    createGateway({
      db: ctx.db,
      env: testEnv({ RATE_LIMIT_PER_MINUTE: '3', FUNCTIONS_SERVER_KEY: serverKey }),
      logger: memoryLogger().logger,
      trustProxy,
    });
  const call = (
    app: Pick<ReturnType<typeof setup>, 'request'>,
    name: string,
    headers: Record<string, string> = {},
  ) => app.request(`/functions/v1/${name}`, postJson({ code: 'NONE' }, headers));

  test('the call after RATE_LIMIT_PER_MINUTE calls is 429 rate_limited with Retry-After, CORS intact', async () => {
    const app = setup();
    const origin = { origin: 'http://localhost:3000' };
    for (let i = 0; i < 3; i++) {
      expect((await call(app, 'check-promo-code', origin)).status).toBe(200);
    }
    const refused = await call(app, 'check-promo-code', origin);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(refused.headers.get('access-control-expose-headers')).toMatch(/retry-after/i);
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: expect.stringMatching(/Слишком много запросов/) },
    });
  });

  test('each function has its own counter; preflights and the health check are not counted', async () => {
    const app = setup();
    for (let i = 0; i < 3; i++) {
      await call(app, 'check-promo-code');
      await app.request('/functions/v1/check-promo-code', {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
      });
      await app.request('/health');
    }
    expect((await call(app, 'check-promo-code')).status).toBe(429);
    expect((await call(app, 'referral-info')).status).not.toBe(429);
  });

  test('made-up function names share one counter', async () => {
    const app = setup();
    for (const name of ['a', 'b', 'c']) {
      expect((await call(app, name)).status).toBe(404);
    }
    expect((await call(app, 'd')).status).toBe(429);
  });

  test(`one client has an overall limit across all functions: ${overallLimitFactor} × the per-function limit`, async () => {
    const app = setup();
    const names = [
      'check-promo-code',
      'referral-info',
      'ambassador-lookup',
      'ambassador-me',
      'ambassador-verify',
    ];
    const statuses: number[] = [];
    for (const name of names) {
      for (let i = 0; i < 3; i++) statuses.push((await call(app, name)).status);
    }
    const limited = statuses.map((status) => status === 429);
    expect(limited.slice(0, 3 * overallLimitFactor)).not.toContain(true);
    expect(limited.slice(3 * overallLimitFactor)).not.toContain(false);
  });

  test('gateways on one database count together: a second process does not start a client afresh', async () => {
    const first = setup(1);
    const second = setup(1);
    const from = (app: ReturnType<typeof setup>, name: string) =>
      call(app, name, { 'x-forwarded-for': '203.0.113.9' });
    expect((await from(first, 'check-promo-code')).status).toBe(200);
    expect((await from(second, 'check-promo-code')).status).toBe(200);
    expect((await from(first, 'check-promo-code')).status).toBe(200);
    expect((await from(second, 'check-promo-code')).status).toBe(429);
    const others = ['referral-info', 'ambassador-lookup', 'ambassador-me'];
    const statuses: number[] = [];
    for (const name of others) {
      for (const app of [first, second, first]) statuses.push((await from(app, name)).status);
    }
    // 4 calls to check-promo-code and 8 more reach the overall limit of 12; the 9th is refused.
    expect(statuses.map((status) => status === 429)).toEqual([...Array(8).fill(false), true]);
  });

  test('the shell’s server, holding FUNCTIONS_SERVER_KEY, has its own budget apart from its address', async () => {
    const app = setup();
    const fromServer = { [functionsServerKeyHeader]: serverKey };
    const statuses: number[] = [];
    for (let i = 0; i < 3 * serverLimitFactor + 1; i++) {
      statuses.push((await call(app, 'referral-info', fromServer)).status);
    }
    expect(statuses.slice(0, -1)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    expect((await call(app, 'referral-info')).status).not.toBe(429);
    expect(
      (await call(app, 'referral-info', { [functionsServerKeyHeader]: `${serverKey}x` })).status,
    ).not.toBe(429);
    expect((await call(app, 'referral-info', { [functionsServerKeyHeader]: 'guess' })).status).not.toBe(429);
    expect((await call(app, 'referral-info')).status).toBe(429);
  });

  test('a call of the shell’s server naming a visitor counts as that visitor’s, with one client’s limits', async () => {
    const app = setup(1);
    const forVisitor = (visitor: string) => ({
      [functionsServerKeyHeader]: serverKey,
      [siteClientHeader]: visitor,
    });
    // The visitor's own call and the server's calls for them share one count.
    expect((await call(app, 'check-promo-code', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(200);
    expect((await call(app, 'check-promo-code', forVisitor('203.0.113.7'))).status).toBe(200);
    expect((await call(app, 'check-promo-code', forVisitor('203.0.113.7'))).status).toBe(200);
    expect((await call(app, 'check-promo-code', forVisitor('203.0.113.7'))).status).toBe(429);
    expect((await call(app, 'check-promo-code', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(429);
    // Another visitor, and the server's own calls, are counted apart.
    expect((await call(app, 'check-promo-code', forVisitor('2001:db8:1:2::/64'))).status).toBe(200);
    expect((await call(app, 'check-promo-code', { [functionsServerKeyHeader]: serverKey })).status).toBe(200);
  });

  test('without the server key the visitor header is ignored: the call is its sender’s', async () => {
    const app = setup();
    const statuses: number[] = [];
    for (const visitor of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      statuses.push((await call(app, 'check-promo-code', { [siteClientHeader]: visitor })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const guessed = { [functionsServerKeyHeader]: 'guess', [siteClientHeader]: '203.0.113.5' };
    expect((await call(app, 'check-promo-code', guessed)).status).toBe(429);
    // A visitor that is no client's shape beside the key leaves the call the server's own.
    const malformed = { [functionsServerKeyHeader]: serverKey, [siteClientHeader]: 'a, b' };
    expect((await call(app, 'check-promo-code', malformed)).status).toBe(200);
  });

  test('the gateway hands a function the visitor its server call names, and its sender otherwise', async () => {
    const app = createGateway({
      db: ctx.db,
      env: testEnv({ RATE_LIMIT_PER_MINUTE: '3', FUNCTIONS_SERVER_KEY: serverKey }),
      logger: memoryLogger().logger,
      trustProxy: 1,
      handlers: { echo: async (_req, _deps, context) => Response.json({ client: context?.client }) },
    });
    const clientOf = async (headers: Record<string, string>) =>
      ((await (await call(app, 'echo', headers)).json()) as { client: string }).client;
    const shell = { 'x-forwarded-for': '192.0.2.10', [functionsServerKeyHeader]: serverKey };
    expect(await clientOf({ ...shell, [siteClientHeader]: '198.51.100.4' })).toBe('198.51.100.4');
    expect(await clientOf({ 'x-forwarded-for': '192.0.2.10', [siteClientHeader]: '198.51.100.4' })).toBe(
      '192.0.2.10',
    );
  });

  test('a function learns the visitor only from a call with the server key', async () => {
    const app = new Hono().post(
      '/functions/v1/:name',
      functionLimits({
        db: ctx.db,
        perFunction: 3,
        serverKey,
        client: () => 'unknown',
        name: () => 'echo',
      }),
      (c) => c.json({ visitor: siteClientOf(c) ?? null }),
    );
    const visitorOf = async (headers: Record<string, string>) =>
      ((await (await call(app, 'echo', headers)).json()) as { visitor: string | null }).visitor;
    expect(
      await visitorOf({ [functionsServerKeyHeader]: serverKey, [siteClientHeader]: '198.51.100.4' }),
    ).toBe('198.51.100.4');
    expect(await visitorOf({ [siteClientHeader]: '198.51.100.4' })).toBeNull();
    expect(await visitorOf({ [functionsServerKeyHeader]: serverKey })).toBeNull();
  });

  test('IPv6 clients are counted by their /64 network', async () => {
    const proxied = setup(1);
    const from = (ip: string) => call(proxied, 'check-promo-code', { 'x-forwarded-for': ip });
    expect((await from('2001:db8:1:2::1')).status).toBe(200);
    expect((await from('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).status).toBe(200);
    expect((await from('2001:0db8:0001:0002::ffff')).status).toBe(200);
    expect((await from('2001:db8:1:2::2')).status).toBe(429);
    expect((await from('2001:db8:1:3::1')).status).toBe(200);
  });

  test('X-Forwarded-For is ignored unless TRUST_PROXY is set', async () => {
    const direct = setup();
    for (let i = 0; i < 3; i++) {
      await call(direct, 'check-promo-code', { 'x-forwarded-for': `198.51.100.${i}` });
    }
    expect((await call(direct, 'check-promo-code', { 'x-forwarded-for': '198.51.100.99' })).status).toBe(429);

    const proxied = setup(1);
    for (let i = 0; i < 3; i++) {
      await call(proxied, 'check-promo-code', { 'x-forwarded-for': '203.0.113.1' });
    }
    expect((await call(proxied, 'check-promo-code', { 'x-forwarded-for': '203.0.113.1' })).status).toBe(429);
    expect((await call(proxied, 'check-promo-code', { 'x-forwarded-for': '203.0.113.2' })).status).toBe(200);
    expect(
      (await call(proxied, 'check-promo-code', { 'x-forwarded-for': '6.6.6.6, 203.0.113.1' })).status,
    ).toBe(429);
  });

  test('over a real socket the client is the peer address', async () => {
    const app = setup();
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/functions/v1/check-promo-code`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await fetch(url, postJson({ code: 'X' }, { 'x-forwarded-for': `192.0.2.${i}` }))).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
