import { describeEachDatabase } from '../test/databases';
import { insertAmbassador, testEnv } from '../test/fixtures';
import { call, contractFields, countRows, sha256 } from '../test/handler-support';
import { ambassadorMe } from './ambassador-me';
import {
  createRegisterAmbassador,
  type RegistrationGenerators,
  registerAmbassadorSimple,
} from './register-ambassador-simple';

const lola = { name: '  Лола Юсупова ', email: ' Lola@Example.UZ ', phone: '+998 (90) 123-45-67' };

/** Generators that hand out the given values in order, then fail the test if asked for more. */
const scripted = (promoCodes: string[], referralIds: string[], maxAttempts = 10) => {
  const calls: { promo: [string, number][]; referral: number[] } = { promo: [], referral: [] };
  const generators: RegistrationGenerators = {
    promoCode: (name, attempt) => {
      calls.promo.push([name, attempt]);
      const next = promoCodes.shift();
      if (!next) {
        throw new Error('no more scripted promo codes');
      }
      return next;
    },
    referralId: (attempt) => {
      calls.referral.push(attempt);
      const next = referralIds.shift();
      if (!next) {
        throw new Error('no more scripted referral ids');
      }
      return next;
    },
    maxAttempts,
  };
  return { generators, calls };
};

describeEachDatabase('register-ambassador-simple', (ctx) => {
  test('registers an ambassador with a promo code, a referral link and a token', async () => {
    const res = await call(registerAmbassadorSimple, ctx.db, lola);
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(Object.keys(res.body).sort()).toEqual(['ambassador', 'success', 'token']);
    expect(res.body.success).toBe(true);
    const { ambassador, token } = res.body;
    expect(Object.keys(ambassador).sort()).toEqual(contractFields);
    expect(ambassador).toEqual({
      name: 'Лола Юсупова',
      email: 'Lola@Example.UZ',
      phone: '+998901234567',
      promo_code: expect.stringMatching(/^LOLA15-[2-9A-HJKMNP-Z]{7}$/),
      referral_link: expect.stringMatching(
        /^http:\/\/localhost:3000\/referral\/[0-9a-hjkmnp-tv-z]{10}\?code=LOLA15-/,
      ),
      total_referrals: 0,
      total_earnings: 0,
    });
    expect(ambassador.referral_link.endsWith(`?code=${ambassador.promo_code}`)).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await ctx.db.query<Record<string, unknown>>('select * from ambassadors');
    expect(row).toMatchObject({
      name: 'Лола Юсупова',
      email: 'Lola@Example.UZ',
      promo_code: ambassador.promo_code,
    });
    expect(ambassador.referral_link).toBe(
      `http://localhost:3000/referral/${row?.referral_id}?code=${ambassador.promo_code}`,
    );
  });

  test('the referral link starts with SITE_URL', async () => {
    const env = testEnv({ SITE_URL: 'https://agency.uz/' });
    const res = await call(
      registerAmbassadorSimple,
      ctx.db,
      { name: 'Азиз', email: 'aziz@example.uz' },
      { env },
    );
    expect(res.body.ambassador.referral_link).toMatch(
      /^https:\/\/agency\.uz\/referral\/[0-9a-z]{10}\?code=AZIZ15/,
    );
    expect(res.body.ambassador.phone).toBeNull();
  });

  test('the token opens the dashboard', async () => {
    const registered = await call(registerAmbassadorSimple, ctx.db, lola);
    const me = await call(
      ambassadorMe,
      ctx.db,
      {},
      { headers: { 'x-ambassador-token': registered.body.token } },
    );
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ ambassador: registered.body.ambassador });
  });

  test('only the token’s SHA-256 is stored', async () => {
    const { body } = await call(registerAmbassadorSimple, ctx.db, lola);
    const tokens = await ctx.db.query<{ token_hash: string }>('select * from ambassador_tokens');
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.token_hash).toBe(sha256(body.token));
    for (const table of ['ambassador_tokens', 'ambassadors', 'mail_jobs']) {
      const rows = await ctx.db.query(`select * from ${table}`);
      expect(JSON.stringify(rows)).not.toContain(body.token);
    }
    await expect(
      ctx.db.query(
        `insert into ambassador_tokens (ambassador_id, token_hash)
         select id, $1 from ambassadors limit 1`,
        [body.token],
      ),
    ).rejects.toThrow(/check/i);
  });

  test.each([
    ['the same e-mail', 'lola@example.uz'],
    ['another case', 'LOLA@EXAMPLE.UZ'],
    ['spaces around it', '  lola@example.UZ  '],
  ])('a known e-mail (%s) is 409 already_registered without the record', async (_, email) => {
    await call(registerAmbassadorSimple, ctx.db, {
      name: 'Лола',
      email: 'lola@example.uz',
      phone: '+998901234567',
    });
    const [existing] = await ctx.db.query<Record<string, string>>('select * from ambassadors');
    const res = await call(registerAmbassadorSimple, ctx.db, { name: 'Кто-то другой', email });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: { code: 'already_registered', message: expect.stringMatching(/код/) },
    });
    for (const value of [existing?.promo_code, existing?.referral_id, existing?.phone, 'Лола', '998']) {
      expect(res.text).not.toContain(value);
    }
    expect(await countRows(ctx.db, 'ambassadors')).toBe(1);
    expect(await countRows(ctx.db, 'ambassador_tokens')).toBe(1);
  });

  test('two registrations of one e-mail at the same time make one ambassador', async () => {
    const results = await Promise.all([
      call(registerAmbassadorSimple, ctx.db, { name: 'Лола', email: 'lola@example.uz' }),
      call(registerAmbassadorSimple, ctx.db, { name: 'Лола', email: 'LOLA@example.uz' }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await countRows(ctx.db, 'ambassadors')).toBe(1);
  });

  test('a taken promo code (in any case) or referral id is drawn again', async () => {
    await insertAmbassador(ctx.db, { promo_code: 'lola15aa', referral_id: 'taken00001' });
    await insertAmbassador(ctx.db, { promo_code: 'LOLA15BB', referral_id: 'taken00002' });
    const { generators, calls } = scripted(
      ['LOLA15AA', 'LOLA15CC', 'LOLA15DD'],
      ['fresh00001', 'taken00002', 'fresh00003'],
    );
    const res = await call(createRegisterAmbassador(generators), ctx.db, lola);
    expect(res.status).toBe(200);
    expect(res.body.ambassador.promo_code).toBe('LOLA15DD');
    expect(res.body.ambassador.referral_link).toBe('http://localhost:3000/referral/fresh00003?code=LOLA15DD');
    expect(calls.promo).toEqual([
      ['Лола Юсупова', 0],
      ['Лола Юсупова', 1],
      ['Лола Юсупова', 2],
    ]);
    expect(calls.referral).toEqual([0, 1, 2]);
    expect(await countRows(ctx.db, 'ambassadors')).toBe(3);
  });

  test('gives up, leaving nothing behind, when every attempt collides', async () => {
    await insertAmbassador(ctx.db, { promo_code: 'LOLA15AA', referral_id: 'taken00001' });
    const { generators } = scripted(['LOLA15AA', 'LOLA15AA', 'LOLA15AA'], ['x1', 'x2', 'x3'], 3);
    await expect(call(createRegisterAmbassador(generators), ctx.db, lola)).rejects.toThrow(/3 attempts/);
    expect(await countRows(ctx.db, 'ambassadors')).toBe(1);
    expect(await countRows(ctx.db, 'ambassador_tokens')).toBe(0);
  });

  test('registrations get distinct promo codes and referral ids', async () => {
    const links = new Set<string>();
    const codes = new Set<string>();
    for (let index = 0; index < 12; index++) {
      const res = await call(registerAmbassadorSimple, ctx.db, {
        name: 'Азиз',
        email: `aziz${index}@example.uz`,
      });
      expect(res.status).toBe(200);
      codes.add(res.body.ambassador.promo_code);
      links.add(res.body.ambassador.referral_link.split('?')[0]);
    }
    expect(codes.size).toBe(12);
    expect(links.size).toBe(12);
  });

  test.each([
    ['no name', { email: 'lola@example.uz' }, { name: 'Введите имя' }],
    ['a blank name', { name: '   ', email: 'lola@example.uz' }, { name: 'Введите имя' }],
    ['no e-mail', { name: 'Лола' }, { email: 'Введите email' }],
    ['a bad e-mail', { name: 'Лола', email: 'lola@' }, { email: 'Введите корректный email' }],
    [
      'a phone no operator has',
      { name: 'Лола', email: 'lola@example.uz', phone: '+998 00 123 45 67' },
      { phone: 'Проверьте номер телефона, например: +998 90 123 45 67' },
    ],
    [
      'a long name',
      { name: 'Я'.repeat(101), email: 'lola@example.uz' },
      { name: 'Имя не длиннее 100 символов' },
    ],
    [
      'an object for a name',
      { name: { first: 'Лола' }, email: 'lola@example.uz' },
      { name: 'Неверный формат значения' },
    ],
  ])('%s is 400 validation_failed', async (_, body, fields) => {
    const res = await call(registerAmbassadorSimple, ctx.db, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'validation_failed', message: expect.any(String), fields } });
    expect(await countRows(ctx.db, 'ambassadors')).toBe(0);
  });

  test.each([['{"name":'], ['[]'], ['null']])('the body %j is a 400, not a crash', async (body) => {
    const res = await call(registerAmbassadorSimple, ctx.db, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toMatch(/^(invalid_json|validation_failed)$/);
  });
});
