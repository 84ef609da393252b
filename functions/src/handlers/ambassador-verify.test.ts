import { describeEachDatabase } from '../test/databases';
import { insertAmbassador } from '../test/fixtures';
import { call, contractFields, countRows, holdLocks, lastMailedCode, sha256 } from '../test/handler-support';
import { ambassadorMe } from './ambassador-me';
import { ambassadorSendCode } from './ambassador-send-code';
import { ambassadorVerify } from './ambassador-verify';

const wrong = (code: string) => String((Number(code) + 1) % 100_000_000).padStart(8, '0');
const noAttempt = 'A'.repeat(43);

describeEachDatabase('ambassador-verify', (ctx) => {
  beforeEach(async () => {
    await insertAmbassador(ctx.db, {
      name: 'Лола Юсупова',
      email: 'lola@example.uz',
      promo_code: 'LOLA15K7',
    });
  });
  /** Asks for a code: the mailed code and the attempt the answer gave. */
  const sendCode = async (email = 'lola@example.uz') => {
    const asked = await call(ambassadorSendCode, ctx.db, { email });
    return { code: await lastMailedCode(ctx.db), attempt: asked.body.attempt as string };
  };
  const verify = ({ code, attempt }: { code: string; attempt: string }, email = 'lola@example.uz') =>
    call(ambassadorVerify, ctx.db, { email, code, attempt });
  const expectInvalid = (res: Awaited<ReturnType<typeof verify>>) => {
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'invalid_code', message: expect.any(String) } });
  };

  test('the right code gives the record and a new token', async () => {
    const res = await verify(await sendCode());
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
    const { code, attempt } = await sendCode('LOLA@EXAMPLE.UZ');
    const res = await verify({ code: `${code.slice(0, 4)} ${code.slice(4)}`, attempt }, ' Lola@Example.UZ ');
    expect(res.status).toBe(200);
  });

  test('a code works once', async () => {
    const asked = await sendCode();
    expect((await verify(asked)).status).toBe(200);
    expectInvalid(await verify(asked));
    expect(await countRows(ctx.db, 'ambassador_tokens')).toBe(1);
  });

  test('a wrong code is 401 invalid_code and counts a try', async () => {
    const { code, attempt } = await sendCode();
    expectInvalid(await verify({ code: wrong(code), attempt }));
    const [row] = await ctx.db.query<{ attempts: number }>('select attempts from ambassador_codes');
    expect(row?.attempts).toBe(1);
    expect(await countRows(ctx.db, 'ambassador_tokens')).toBe(0);
  });

  test('four wrong tries leave the code usable', async () => {
    const { code, attempt } = await sendCode();
    for (let index = 0; index < 4; index++) {
      expectInvalid(await verify({ code: wrong(code), attempt }));
    }
    expect((await verify({ code, attempt })).status).toBe(200);
  });

  test('after five wrong tries the right code is refused too', async () => {
    const { code, attempt } = await sendCode();
    for (let index = 0; index < 5; index++) {
      expectInvalid(await verify({ code: wrong(code), attempt }));
    }
    expectInvalid(await verify({ code, attempt }));
    const [row] = await ctx.db.query<{ attempts: number }>('select attempts from ambassador_codes');
    expect(row?.attempts).toBe(5);
  });

  test('an expired code is refused', async () => {
    const asked = await sendCode();
    await ctx.db.query(
      "update ambassador_codes set created_at = now() - interval '16 minutes', expires_at = now() - interval '1 minute'",
    );
    expectInvalid(await verify(asked));
  });

  test('a code is good until its 15 minutes are over', async () => {
    const asked = await sendCode();
    await ctx.db.query(
      "update ambassador_codes set created_at = now() - interval '14 minutes', expires_at = now() + interval '1 minute'",
    );
    expect((await verify(asked)).status).toBe(200);
  });

  test('a code opens nothing without the attempt it was asked for; signing in uses up every open code', async () => {
    const first = await sendCode();
    const second = await sendCode();
    expect(second.attempt).not.toBe(first.attempt);
    expectInvalid(await verify({ code: first.code, attempt: second.attempt }));
    expectInvalid(await verify({ code: first.code, attempt: noAttempt }));
    expect((await verify(second)).status).toBe(200);
    expectInvalid(await verify(first));
    const open = await ctx.db.query('select 1 from ambassador_codes where used_at is null');
    expect(open).toEqual([]);
  });

  test('another ambassador’s code does not open this dashboard', async () => {
    await insertAmbassador(ctx.db, { email: 'aziz@example.uz' });
    const aziz = await sendCode('aziz@example.uz');
    await sendCode('lola@example.uz');
    expectInvalid(await verify(aziz, 'lola@example.uz'));
    expect((await verify(aziz, 'aziz@example.uz')).status).toBe(200);
  });

  test('an unknown e-mail or one without a code gets the same 401', async () => {
    const unknown = await verify({ code: '12345678', attempt: noAttempt }, 'nobody@example.uz');
    const noCode = await verify({ code: '12345678', attempt: noAttempt });
    expectInvalid(unknown);
    expect(noCode.text).toBe(unknown.text);
  });

  test('two checks of one code at the same time let one in', async () => {
    const asked = await sendCode();
    const results = await Promise.all([verify(asked), verify(asked), verify(asked)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 401, 401]);
    expect(await countRows(ctx.db, 'ambassador_tokens')).toBe(1);
  });

  const onPostgres = ctx.name === 'postgres' ? test : test.skip;

  onPostgres('two requests that both read the code as open cannot both use it', async () => {
    const asked = await sendCode();
    const other = ctx.connectAgain?.();
    if (!other) {
      throw new Error('PostgreSQL gives a second connection');
    }
    const held = await holdLocks(other, 'select id from ambassador_codes for update');
    const pending = Promise.all([verify(asked), verify(asked)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await held.release();
    expect((await pending).map((res) => res.status).sort()).toEqual([200, 401]);
    expect(await countRows(ctx.db, 'ambassador_tokens')).toBe(1);
  });

  const attemptMissing = 'Запросите код ещё раз: действует код из последнего письма';
  test.each([
    ['a short code', { email: 'lola@example.uz', code: '1234567' }, { code: 'Код состоит из 8 цифр' }],
    ['a six-digit code', { email: 'lola@example.uz', code: '123456' }, { code: 'Код состоит из 8 цифр' }],
    ['letters', { email: 'lola@example.uz', code: '12a45678' }, { code: 'Код состоит из 8 цифр' }],
    ['no code', { email: 'lola@example.uz' }, { code: 'Введите код из письма' }],
    ['no e-mail', { code: '12345678' }, { email: 'Введите email' }],
    [
      'no attempt',
      { email: 'lola@example.uz', code: '12345678', attempt: undefined },
      { attempt: attemptMissing },
    ],
    [
      'a short attempt',
      { email: 'lola@example.uz', code: '12345678', attempt: 'abc' },
      { attempt: attemptMissing },
    ],
    [
      'an object for a code',
      { email: 'lola@example.uz', code: { $gt: '' } },
      { code: 'Неверный формат значения' },
    ],
  ])('%s is 400 validation_failed and costs no try', async (_, body, fields) => {
    const { attempt } = await sendCode();
    const res = await call(ambassadorVerify, ctx.db, { attempt, ...body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'validation_failed', message: expect.any(String), fields } });
    const [row] = await ctx.db.query<{ attempts: number }>('select attempts from ambassador_codes');
    expect(row?.attempts).toBe(0);
  });
});
