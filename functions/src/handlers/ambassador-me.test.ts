import { createToken } from '../ambassadors/tokens';
import { createGateway } from '../gateway/app';
import { describeEachDatabase } from '../test/databases';
import { memoryLogger, postJson, testEnv } from '../test/fixtures';
import { call, contractFields, countRows, headersWithoutToken } from '../test/handler-support';
import { ambassadorMe } from './ambassador-me';
import { registerAmbassadorSimple } from './register-ambassador-simple';

describeEachDatabase('ambassador-me', (ctx) => {
  const register = async (email = 'lola@example.uz') => {
    const res = await call(registerAmbassadorSimple, ctx.db, { name: 'Лола Юсупова', email });
    return res.body.token as string;
  };
  const me = (headers: Record<string, string>) => call(ambassadorMe, ctx.db, {}, { headers });

  test('a valid token gives the ambassador’s record', async () => {
    const token = await register();
    const res = await me({ 'x-ambassador-token': token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['ambassador']);
    expect(Object.keys(res.body.ambassador).sort()).toEqual(contractFields);
    expect(res.body.ambassador).toMatchObject({ name: 'Лола Юсупова', email: 'lola@example.uz' });
  });

  test('totals come back as numbers', async () => {
    const token = await register();
    await ctx.db.query('update ambassadors set total_referrals = 3, total_earnings = 1950000');
    const res = await me({ 'x-ambassador-token': token });
    expect(res.body.ambassador).toMatchObject({ total_referrals: 3, total_earnings: 1_950_000 });
  });

  test('each token opens its own ambassador', async () => {
    const lola = await register('lola@example.uz');
    const aziz = await register('aziz@example.uz');
    expect((await me({ 'x-ambassador-token': lola })).body.ambassador.email).toBe('lola@example.uz');
    expect((await me({ 'x-ambassador-token': aziz })).body.ambassador.email).toBe('aziz@example.uz');
  });

  test('records when a token was last used', async () => {
    const token = await register();
    const before = await ctx.db.query<{ last_used_at: Date | null }>(
      'select last_used_at from ambassador_tokens',
    );
    expect(before[0]?.last_used_at).toBeNull();
    await me({ 'x-ambassador-token': token });
    const after = await ctx.db.query<{ last_used_at: Date | null }>(
      'select last_used_at from ambassador_tokens',
    );
    expect(after[0]?.last_used_at).toBeInstanceOf(Date);
  });

  const lastUsed = async () => {
    const [row] = await ctx.db.query<{ last_used_at: Date | null }>(
      'select last_used_at from ambassador_tokens',
    );
    return row?.last_used_at ?? null;
  };

  test.each([
    ['never used, created 91 days ago', "created_at = now() - interval '91 days', last_used_at = null"],
    [
      'last used 91 days ago',
      "created_at = now() - interval '200 days', last_used_at = now() - interval '91 days'",
    ],
  ])('a token %s has expired: 401', async (_, aged) => {
    const token = await register();
    await ctx.db.query(`update ambassador_tokens set ${aged}`);
    const res = await me({ 'x-ambassador-token': token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  test('a use renews the token: 89 days idle, used, then 89 more days idle still opens', async () => {
    const token = await register();
    await ctx.db.query(
      "update ambassador_tokens set created_at = now() - interval '178 days', last_used_at = now() - interval '89 days'",
    );
    expect((await me({ 'x-ambassador-token': token })).status).toBe(200);
    const renewed = await lastUsed();
    expect(Date.now() - (renewed?.getTime() ?? 0)).toBeLessThan(60_000);
    await ctx.db.query("update ambassador_tokens set last_used_at = last_used_at - interval '89 days'");
    expect((await me({ 'x-ambassador-token': token })).status).toBe(200);
  });

  test('a token used within the hour is not written again', async () => {
    const token = await register();
    await ctx.db.query("update ambassador_tokens set last_used_at = now() - interval '30 minutes'");
    const before = await lastUsed();
    expect((await me({ 'x-ambassador-token': token })).status).toBe(200);
    expect(await lastUsed()).toEqual(before);
    await ctx.db.query("update ambassador_tokens set last_used_at = now() - interval '61 minutes'");
    await me({ 'x-ambassador-token': token });
    expect(Date.now() - ((await lastUsed())?.getTime() ?? 0)).toBeLessThan(60_000);
  });

  test('a new token of the ambassador drops its expired ones', async () => {
    const old = await register();
    await ctx.db.query("update ambassador_tokens set created_at = now() - interval '91 days'");
    const [ambassador] = await ctx.db.query<{ id: string }>('select id from ambassadors');
    const fresh = await ctx.db.transaction((tx) => createToken(tx, ambassador?.id ?? ''));
    expect(await countRows(ctx.db, 'ambassador_tokens')).toBe(1);
    expect((await me({ 'x-ambassador-token': fresh })).status).toBe(200);
    expect((await me({ 'x-ambassador-token': old })).status).toBe(401);
  });

  test.each(headersWithoutToken)('%s is 401 unauthorized', async (_, headers) => {
    await register();
    const res = await me(headers);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  test('the stored hash is no token', async () => {
    await register();
    const [row] = await ctx.db.query<{ token_hash: string }>('select token_hash from ambassador_tokens');
    const res = await me({ 'x-ambassador-token': row?.token_hash ?? '' });
    expect(res.status).toBe(401);
  });

  test('a deleted ambassador’s token is refused', async () => {
    const token = await register();
    await ctx.db.query('delete from ambassadors');
    expect((await me({ 'x-ambassador-token': token })).status).toBe(401);
  });

  test('the gateway serves it with the token header allowed by CORS', async () => {
    const token = await register();
    const app = createGateway({ db: ctx.db, env: testEnv(), logger: memoryLogger().logger });
    const preflight = await app.request('/functions/v1/ambassador-me', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-ambassador-token',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/x-ambassador-token/);
    const res = await app.request(
      '/functions/v1/ambassador-me',
      postJson({}, { 'x-ambassador-token': token }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).ambassador.email).toBe('lola@example.uz');
  });
});
