import { Hono } from 'hono';
import { describeEachDatabase } from '../test/databases';
import { countRequest, rateLimitPerClient } from './rate-limit';

describeEachDatabase('rateLimitPerClient', (ctx) => {
  const app = (windowSeconds = 60) => {
    const hono = new Hono();
    hono.post(
      '/:name',
      rateLimitPerClient({
        db: ctx.db,
        windowSeconds,
        limits: (c) => ({
          client: c.req.header('x-client') ?? 'anon',
          limits: [
            { scope: '*', limit: 3 },
            { scope: c.req.param('name') ?? '', limit: 2 },
          ],
        }),
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
    expect((await post(hono, 'f', 'b')).status).toBe(200);
  });

  test('refuses in the language the caller asks for', async () => {
    const hono = app();
    const uzbek = () =>
      hono.request('/f', { method: 'POST', headers: { 'x-client': 'u', 'accept-language': 'uz' } });
    await uzbek();
    await uzbek();
    expect(await (await uzbek()).json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'So‘rovlar juda ko‘p. Biroz kuting va qaytadan urinib ko‘ring.',
      },
    });
  });

  test('the draft-6 headers tell the limit closest to refusing', async () => {
    const hono = app();
    const first = await post(hono, 'f');
    expect(first.headers.get('ratelimit-policy')).toBe('2;w=60');
    expect(first.headers.get('ratelimit-remaining')).toBe('1');
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(59);
    await post(hono, 'g');
    const third = await post(hono, 'h');
    expect(third.headers.get('ratelimit-policy')).toBe('3;w=60');
    expect(third.headers.get('ratelimit-limit')).toBe('3');
    expect(third.headers.get('ratelimit-remaining')).toBe('0');
    const refused = await post(hono, 'h');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('ratelimit-limit')).toBe('3');
  });

  test('counts concurrent calls exactly', async () => {
    const limits = [{ scope: '*', limit: 100 }];
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => countRequest(ctx.db, 'c', limits).then(([count]) => count?.hits)),
    );
    expect(counts.sort((a = 0, b = 0) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  test('a client too long for the index is counted by its first 200 characters', async () => {
    const long = `198.51.100.1${'x'.repeat(5000)}`;
    const limits = [{ scope: '*', limit: 1 }];
    expect((await countRequest(ctx.db, long, limits))[0]?.hits).toBe(1);
    expect((await countRequest(ctx.db, `${long}y`, limits))[0]?.hits).toBe(2);
  });

  test('a window starts at its first call and counting starts again after it', async () => {
    const hono = app(1);
    expect((await post(hono, 'f')).status).toBe(200);
    expect((await post(hono, 'f')).status).toBe(200);
    expect((await post(hono, 'f')).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await post(hono, 'f')).status).toBe(200);
  });

  test('a call that opens a window deletes windows that have ended', async () => {
    await ctx.db.query(
      `insert into rate_limit_hits (client, scope, window_ends_at, hits)
       select 'old-' || n, '*', now() - interval '1 second', 5 from generate_series(1, 150) as n`,
    );
    await countRequest(ctx.db, 'fresh', [{ scope: '*', limit: 10 }]);
    const [left] = await ctx.db.query<{ n: number }>(
      "select count(*)::int as n from rate_limit_hits where client like 'old-%'",
    );
    expect(left?.n).toBe(50);
    await countRequest(ctx.db, 'fresh', [{ scope: '*', limit: 10 }]);
    expect(await ctx.db.query("select 1 from rate_limit_hits where client like 'old-%'")).toHaveLength(50);
  });
});
