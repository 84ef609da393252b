import { describeEachDatabase } from '../test/databases';
import { insertAmbassador } from '../test/fixtures';
import { call, contractFields, countRows, holdLocks, lastMailedCode, sha256 } from '../test/handler-support';
import { ambassadorMe } from './ambassador-me';
import { ambassadorSendCode } from './ambassador-send-code';
import { ambassadorVerify } from './ambassador-verify';

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describeEachDatabase('ambassador-verify', (ctx) => {
  beforeEach(async () => {
    await insertAmbassador(ctx.db, {
      name: 'Лола Юсупова',
      email: 'lola@example.uz',
      promo_code: 'LOLA15K7',
    });
  });
  const sendCode = async (email = 'lola@example.uz') => {
    await call(ambassadorSendCode, ctx.db, { email });
    return lastMailedCode(ctx.db);
  };
  const verify = (code: string, email = 'lola@example.uz') => call(ambassadorVerify, ctx.db, { email, code });
  const expectInvalid = (res: Awaited<ReturnType<typeof verify>>) => {
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'invalid_code', message: expect.any(String) } });
  };

  test('the right code gives the record and a new token', async () => {
    const code = await sendCode();
    const res = await verify(code);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['ambassador', 'token']);
    expect(Object.keys(res.body.ambassador).sort()).toEqual(contractFields);
    expect(res.body.ambassador).toMatchObject({ email: 'lola@example.uz', promo_code: 'LOLA15K7' });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const tokens = await ctx.db.query<{ token_hash: string }>('select token_hash from ambassador_tokens');
    expect(tokens).toEqual([{ token_hash: sha256(res.body.token) }]);
    const me = await call(ambassadorMe, ctx.db, {}, { headers: { 'x-ambassador-token': res.body.token } });
    expect(me.body).toEqual({ ambassador: res.body.ambassador });
  });

  test('the e-mail is matched case-insensitively and the code may contain spaces', async () => {
    const code = await sendCode('LOLA@EXAMPLE.UZ');
    const res = await verify(`${code.slice(0, 3)} ${code.slice(3)}`, ' Lola@Example.UZ ');
    expect(res.status).toBe(200);
  });

  test('a code works once', async () => {
    const code = await sendCode();
    expect((await verify(code)).status).toBe(200);
    expectInvalid(await verify(code));
    expect(await countRows(ctx.db, 'ambassador_tokens')).toBe(1);
  });

  test('a wrong code is 401 invalid_code and counts a try', async () => {
    const code = await sendCode();
    expectInvalid(await verify(wrong(code)));
    const [row] = await ctx.db.query<{ attempts: number }>('select attempts from ambassador_codes');
    expect(row?.attempts).toBe(1);
    expect(await countRows(ctx.db, 'ambassador_tokens')).toBe(0);
  });

  test('four wrong tries leave the code usable', async () => {
    const code = await sendCode();
    for (let index = 0; index < 4; index++) {
      expectInvalid(await verify(wrong(code)));
    }
    expect((await verify(code)).status).toBe(200);
  });

  test('after five wrong tries the right code is refused too', async () => {
    const code = await sendCode();
    for (let index = 0; index < 5; index++) {
      expectInvalid(await verify(wrong(code)));
    }
    expectInvalid(await verify(code));
    const [row] = await ctx.db.query<{ attempts: number }>('select attempts from ambassador_codes');
    expect(row?.attempts).toBe(5);
  });

  test('an expired code is refused', async () => {
    const code = await sendCode();
    await ctx.db.query(
      "update ambassador_codes set created_at = now() - interval '16 minutes', expires_at = now() - interval '1 minute'",
    );
    expectInvalid(await verify(code));
  });

  test('a code is good until its 15 minutes are over', async () => {
    const code = await sendCode();
    await ctx.db.query(
      "update ambassador_codes set created_at = now() - interval '14 minutes', expires_at = now() + interval '1 minute'",
    );
    expect((await verify(code)).status).toBe(200);
  });

  test('an earlier code still works after another was sent; logging in uses up both', async () => {
    const first = await sendCode();
    const second = await sendCode();
    expect((await verify(first)).status).toBe(200);
    if (second !== first) {
      expectInvalid(await verify(second));
    }
    const open = await ctx.db.query('select 1 from ambassador_codes where used_at is null');
    expect(open).toEqual([]);
  });

  test('another ambassador’s code does not open this dashboard', async () => {
    await insertAmbassador(ctx.db, { email: 'aziz@example.uz' });
    const azizCode = await sendCode('aziz@example.uz');
    const lolaCode = await sendCode('lola@example.uz');
    if (azizCode !== lolaCode) {
      expectInvalid(await verify(azizCode, 'lola@example.uz'));
    }
    expect((await verify(azizCode, 'aziz@example.uz')).status).toBe(200);
  });

  test('an unknown e-mail or one without a code gets the same 401', async () => {
    const unknown = await verify('123456', 'nobody@example.uz');
    const noCode = await verify('123456');
    expectInvalid(unknown);
    expect(noCode.text).toBe(unknown.text);
  });

  test('two checks of one code at the same time let one in', async () => {
    const code = await sendCode();
    const results = await Promise.all([verify(code), verify(code), verify(code)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 401, 401]);
    expect(await countRows(ctx.db, 'ambassador_tokens')).toBe(1);
  });

  const onPostgres = ctx.name === 'postgres' ? test : test.skip;

  onPostgres('two requests that both read the code as open cannot both use it', async () => {
    const code = await sendCode();
    const other = ctx.connectAgain?.();
    if (!other) {
      throw new Error('PostgreSQL gives a second connection');
    }
    const held = await holdLocks(other, 'select id from ambassador_codes for update');
    const pending = Promise.all([verify(code), verify(code)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await held.release();
    expect((await pending).map((res) => res.status).sort()).toEqual([200, 401]);
    expect(await countRows(ctx.db, 'ambassador_tokens')).toBe(1);
  });

  test.each([
    ['a short code', { email: 'lola@example.uz', code: '12345' }, { code: 'Код состоит из 6 цифр' }],
    ['letters', { email: 'lola@example.uz', code: '12a456' }, { code: 'Код состоит из 6 цифр' }],
    ['no code', { email: 'lola@example.uz' }, { code: 'Введите код из письма' }],
    ['no e-mail', { code: '123456' }, { email: 'Введите email' }],
    [
      'an object for a code',
      { email: 'lola@example.uz', code: { $gt: '' } },
      { code: 'Неверный формат значения' },
    ],
  ])('%s is 400 validation_failed and costs no try', async (_, body, fields) => {
    await sendCode();
    const res = await call(ambassadorVerify, ctx.db, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'validation_failed', message: expect.any(String), fields } });
    const [row] = await ctx.db.query<{ attempts: number }>('select attempts from ambassador_codes');
    expect(row?.attempts).toBe(0);
  });
});
