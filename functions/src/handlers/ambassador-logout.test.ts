import { createGateway } from '../gateway/app';
import { describeEachDatabase } from '../test/databases';
import { memoryLogger, postJson, testEnv } from '../test/fixtures';
import { call, countRows, signInByCode } from '../test/handler-support';
import { ambassadorLogout } from './ambassador-logout';
import { ambassadorMe } from './ambassador-me';
import { ambassadorSendCode } from './ambassador-send-code';
import { ambassadorVerify } from './ambassador-verify';
import { registerAmbassadorSimple } from './register-ambassador-simple';

describeEachDatabase('ambassador-logout', (ctx) => {
  const email = 'lola@example.uz';
  const register = async () => {
    const res = await call(registerAmbassadorSimple, ctx.db, { name: 'Лола Юсупова', email });
    return res.body.token as string;
  };
  const withToken = (token: string) => ({ headers: { 'x-ambassador-token': token } });

  test('the token stops working; the answer is {"ok":true}', async () => {
    const token = await register();
    expect((await call(ambassadorMe, ctx.db, {}, withToken(token))).status).toBe(200);
    const res = await call(ambassadorLogout, ctx.db, {}, withToken(token));
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(res.body).toEqual({ ok: true });
    const after = await call(ambassadorMe, ctx.db, {}, withToken(token));
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('unauthorized');
    expect(await countRows(ctx.db, 'ambassador_tokens')).toBe(0);
  });

  test('only that token ends: the ambassador’s other devices stay logged in', async () => {
    const first = await register();
    const second = (await signInByCode(ambassadorSendCode, ambassadorVerify, ctx.db, email)).body
      .token as string;
    await call(ambassadorLogout, ctx.db, {}, withToken(first));
    expect((await call(ambassadorMe, ctx.db, {}, withToken(first))).status).toBe(401);
    expect((await call(ambassadorMe, ctx.db, {}, withToken(second))).status).toBe(200);
  });

  test.each([
    ['no header', {}],
    ['an unknown token', { 'x-ambassador-token': 'A'.repeat(43) }],
    ['a very long token', { 'x-ambassador-token': 'A'.repeat(5000) }],
  ])('%s answers the same {"ok":true} and ends nothing', async (_, headers) => {
    const token = await register();
    const res = await call(ambassadorLogout, ctx.db, {}, { headers });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await call(ambassadorMe, ctx.db, {}, withToken(token))).status).toBe(200);
  });

  test('logging out twice is fine', async () => {
    const token = await register();
    await call(ambassadorLogout, ctx.db, {}, withToken(token));
    const again = await call(ambassadorLogout, ctx.db, {}, withToken(token));
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ok: true });
  });

  test('the gateway serves it at /functions/v1/ambassador-logout', async () => {
    const token = await register();
    const app = createGateway({ db: ctx.db, env: testEnv(), logger: memoryLogger().logger });
    const res = await app.request(
      '/functions/v1/ambassador-logout',
      postJson({}, { 'x-ambassador-token': token }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await call(ambassadorMe, ctx.db, {}, withToken(token))).status).toBe(401);
  });
});
