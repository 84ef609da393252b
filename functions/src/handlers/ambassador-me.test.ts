import { call, contractFields } from '../ambassadors/test-support';
import { createGateway } from '../gateway/app';
import { describeEachDatabase } from '../test/databases';
import { memoryLogger, postJson, testEnv } from '../test/fixtures';
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

  test.each([
    ['no header', {}],
    ['an empty header', { 'x-ambassador-token': '' }],
    ['an unknown token', { 'x-ambassador-token': 'A'.repeat(43) }],
    ['a very long token', { 'x-ambassador-token': 'A'.repeat(5000) }],
    ['the anon key as a bearer token', { authorization: 'Bearer anon' }],
  ])('%s is 401 unauthorized', async (_, headers) => {
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
