import { Hono } from 'hono';
import { clientAddress, clientGroup, rateLimitPerClient } from './guards';

describe('clientGroup', () => {
  test.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['[2001:db8::1]', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
    ['1:2:3', '1:2:3'],
  ])('%s → %s', (address, group) => {
    expect(clientGroup(address)).toBe(group);
  });
});

describe('clientAddress', () => {
  test('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('10.0.0.7', '1.2.3.4', 0)).toBe('10.0.0.7');
  });

  test('is the entry the trusted proxy appended, not what the client wrote on the left', () => {
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.1', '203.0.113.9', 3)).toBe('203.0.113.9');
  });

  test('falls back to the socket peer without the header', () => {
    expect(clientAddress('10.0.0.1', null, 1)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', ' , ', 1)).toBe('10.0.0.1');
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown');
  });
});

describe('rateLimitPerClient', () => {
  const app = () => {
    const hono = new Hono();
    hono.post(
      '/:name',
      rateLimitPerClient({
        limit: 2,
        client: (c) => c.req.header('x-client') ?? 'anon',
        scope: (c) => c.req.param('name') ?? '',
      }),
      (c) => c.json({ ok: true }),
    );
    return hono;
  };
  const post = (hono: Hono, name: string, client = 'a') =>
    hono.request(`/${name}`, { method: 'POST', headers: { 'x-client': client } });

  test('answers 429 rate_limited with Retry-After once a client is over the limit for a scope', async () => {
    const hono = app();
    expect((await post(hono, 'f')).status).toBe(200);
    expect((await post(hono, 'f')).status).toBe(200);
    const refused = await post(hono, 'f');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: expect.stringMatching(/Слишком много запросов/) },
    });
    expect((await post(hono, 'g')).status).toBe(200);
    expect((await post(hono, 'f', 'b')).status).toBe(200);
  });

  test('starts counting again after the window', async () => {
    const hono = new Hono();
    hono.post(
      '/',
      rateLimitPerClient({ limit: 1, windowMs: 200, client: () => 'a', scope: () => 's' }),
      (c) => c.text('ok'),
    );
    expect((await hono.request('/', { method: 'POST' })).status).toBe(200);
    expect((await hono.request('/', { method: 'POST' })).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await hono.request('/', { method: 'POST' })).status).toBe(200);
  });
});
