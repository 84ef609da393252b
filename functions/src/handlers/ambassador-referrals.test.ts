import { referralsShown } from 'shared-data/core';
import { erasedClient, shortName } from '../ambassadors/referrals';
import { createGateway } from '../gateway/app';
import { markCommissionPaid } from '../inbox/commission';
import { moveLead } from '../inbox/lead-status';
import { erasedName, erasePerson } from '../privacy/erase-person';
import { describeEachDatabase } from '../test/databases';
import { memoryLogger, postJson, testEnv } from '../test/fixtures';
import { call, headersWithoutToken } from '../test/handler-support';
import { leadBodies } from '../test/lead-bodies';
import { ambassadorReferrals } from './ambassador-referrals';
import { registerAmbassadorSimple } from './register-ambassador-simple';
import { submitApplication } from './submit-application';

describe('shortName', () => {
  test.each([
    ['Азиз Каримов', 'Азиз К.'],
    ['  азиз   каримов  ', 'азиз К.'],
    ['Лола Юсупова Алишеровна', 'Лола Ю.'],
    ['Азиз', 'Азиз'],
    ['Азиз\nКаримов', 'Азиз К.'],
    // A letter with its combining mark is one letter, and is not split from it.
    ['Пётр Е\u0308лкин', 'Пётр Е\u0308.'],
    [erasedName, erasedClient],
  ])('%j shows as %j', (name, shown) => {
    expect(shortName(name)).toBe(shown);
  });
});

describeEachDatabase('ambassador-referrals', (ctx) => {
  const env = testEnv();
  const register = async (name: string, email: string) => {
    const res = await call(registerAmbassadorSimple, ctx.db, { name, email });
    return {
      token: res.body.token as string,
      promo: res.body.ambassador.promo_code as string,
    };
  };
  const order = async (promo: string, buyer: { name: string; email: string; phone: string }) => {
    const res = await submitApplication(
      new Request(
        'http://localhost/functions/v1/submit-application',
        postJson({
          ...leadBodies().plan_order,
          ...buyer,
          promo_code: promo,
          form_started_at: Date.now() - 30_000,
          website: '',
        }),
      ),
      { db: ctx.db, env, logger: memoryLogger().logger },
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { id: string }).id;
  };
  const move = (id: string, ...statuses: ('in_progress' | 'won' | 'lost')[]) =>
    ctx.db.transaction(async (tx) => {
      for (const status of statuses) await moveLead(tx, id, status, 'manager@agency.uz');
    });
  const referrals = (token: string) =>
    call(ambassadorReferrals, ctx.db, {}, { headers: { 'x-ambassador-token': token } });

  const aziz = { name: 'Азиз Каримов', email: 'aziz.buyer@example.uz', phone: '+998 90 765 43 21' };
  const dilnoza = { name: 'Дилноза Рахимова', email: 'dilnoza@example.uz', phone: '+998 91 222 33 44' };

  test('lists the orders that came with the code, newest first, without the clients’ contacts', async () => {
    const lola = await register('Лола Юсупова', 'lola@example.uz');
    const first = await order(lola.promo, aziz);
    await ctx.db.query("update applications set created_at = now() - interval '1 day' where id = $1", [
      first,
    ]);
    await order(lola.promo, dilnoza);
    await move(first, 'in_progress', 'won');

    const res = await referrals(lola.token);
    expect(res.status).toBe(200);
    expect(res.body.referrals).toEqual([
      {
        created_at: expect.any(String),
        client: 'Дилноза Р.',
        subject: 'Тариф: BUSINESS',
        status: 'new',
        commission: null,
        paid_at: null,
      },
      {
        created_at: expect.any(String),
        client: 'Азиз К.',
        subject: 'Тариф: BUSINESS',
        status: 'won',
        commission: 1_823_250,
        paid_at: null,
      },
    ]);
    expect(Date.parse(res.body.referrals[0].created_at)).toBeGreaterThan(
      Date.parse(res.body.referrals[1].created_at),
    );
    // The phones as typed and as stored; digit runs longer than a timestamp's, which the answer carries.
    const phones = ['765 43', '7654321', '222 33', '2223344', '+998'];
    for (const hidden of ['aziz.buyer', 'dilnoza@', ...phones, 'Каримов', 'Рахимова']) {
      expect(res.text).not.toContain(hidden);
    }
  });

  test('another ambassador’s token never shows them', async () => {
    const lola = await register('Лола Юсупова', 'lola@example.uz');
    const bekzod = await register('Бекзод Алиев', 'bekzod@example.uz');
    const fresh = await register('Малика Юсупова', 'malika@example.uz');
    await move(await order(lola.promo, aziz), 'in_progress', 'won');
    await order(bekzod.promo, dilnoza);

    expect((await referrals(lola.token)).body.referrals.map((row: { client: string }) => row.client)).toEqual(
      ['Азиз К.'],
    );
    const bekzods = await referrals(bekzod.token);
    expect(bekzods.body.referrals.map((row: { client: string }) => row.client)).toEqual(['Дилноза Р.']);
    expect(bekzods.body.months).toEqual([]);
    expect((await referrals(fresh.token)).body).toEqual({ referrals: [], months: [] });
  });

  test('a buyer using their own code, and a consultation, are no referral', async () => {
    const lola = await register('Лола Юсупова', 'lola@example.uz');
    await order(lola.promo, { name: 'Лола Юсупова', email: 'lola@example.uz', phone: '+998 90 111 22 33' });
    await ctx.db.query(
      `insert into applications (type, name, email, ambassador_id)
       select 'consultation', 'Азиз Каримов', 'aziz@example.uz', id from ambassadors`,
    );
    expect((await referrals(lola.token)).body.referrals).toEqual([]);
  });

  test('earnings by Tashkent month, with what is paid out, newest month first', async () => {
    const lola = await register('Лола Юсупова', 'lola@example.uz');
    const october = await order(lola.promo, aziz);
    const november = await order(lola.promo, dilnoza);
    const december = await order(lola.promo, { ...aziz, email: 'aziz.two@example.uz' });
    for (const id of [october, november, december]) await move(id, 'in_progress', 'won');
    // 31 October 20:00 UTC is already 1 November in Tashkent.
    const creditedAt = { [october]: '2026-10-31T18:59:00Z', [november]: '2026-10-31T20:00:00Z' };
    for (const [id, at] of Object.entries(creditedAt)) {
      await ctx.db.query('update ambassador_earnings set created_at = $2 where application_id = $1', [
        id,
        at,
      ]);
    }
    await ctx.db.query(
      "update ambassador_earnings set created_at = '2026-12-05T10:00:00Z' where application_id = $1",
      [december],
    );
    await ctx.db.transaction((tx) => markCommissionPaid(tx, november, 'manager@agency.uz'));

    const res = await referrals(lola.token);
    expect(res.body.months).toEqual([
      { month: '2026-12', earned: 1_823_250, paid: 0 },
      { month: '2026-11', earned: 1_823_250, paid: 1_823_250 },
      { month: '2026-10', earned: 1_823_250, paid: 0 },
    ]);
    const paid = res.body.referrals.find((row: { paid_at: string | null }) => row.paid_at !== null);
    expect(paid).toMatchObject({ client: 'Дилноза Р.', status: 'won', commission: 1_823_250 });
    expect(Date.now() - Date.parse(paid.paid_at)).toBeLessThan(60_000);
  });

  test('a client who had their data erased shows as such, and the order stays', async () => {
    const lola = await register('Лола Юсупова', 'lola@example.uz');
    await order(lola.promo, aziz);
    await erasePerson(ctx.db, { email: aziz.email }, 'manager@agency.uz');
    expect((await referrals(lola.token)).body.referrals).toMatchObject([
      { client: erasedClient, subject: 'Тариф: BUSINESS', status: 'new' },
    ]);
  });

  test(`lists the newest ${referralsShown} orders`, async () => {
    const lola = await register('Лола Юсупова', 'lola@example.uz');
    await ctx.db.query(
      `insert into applications (type, name, plan_name, ambassador_id, created_at)
       select 'plan_order', 'Азиз', 'START ' || n, a.id, now() - make_interval(mins => n)
       from ambassadors a, generate_series(1, $1::int + 5) n`,
      [referralsShown],
    );
    const listed = (await referrals(lola.token)).body.referrals as { subject: string }[];
    expect(listed).toHaveLength(referralsShown);
    expect(listed[0]?.subject).toBe('Тариф: START 1');
    expect(listed.at(-1)?.subject).toBe(`Тариф: START ${referralsShown}`);
  });

  test.each(headersWithoutToken)('%s is 401 unauthorized', async (_, headers) => {
    const lola = await register('Лола Юсупова', 'lola@example.uz');
    await order(lola.promo, aziz);
    const res = await call(ambassadorReferrals, ctx.db, {}, { headers });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  test('an expired or revoked token is 401', async () => {
    const lola = await register('Лола Юсупова', 'lola@example.uz');
    await ctx.db.query("update ambassador_tokens set created_at = now() - interval '91 days'");
    expect((await referrals(lola.token)).status).toBe(401);
    const again = await register('Бекзод Алиев', 'bekzod@example.uz');
    await ctx.db.query('delete from ambassador_tokens');
    expect((await referrals(again.token)).status).toBe(401);
  });

  test('the gateway serves it', async () => {
    const lola = await register('Лола Юсупова', 'lola@example.uz');
    await order(lola.promo, aziz);
    const app = createGateway({ db: ctx.db, env, logger: memoryLogger().logger });
    const res = await app.request(
      '/functions/v1/ambassador-referrals',
      postJson({}, { 'x-ambassador-token': lola.token }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).referrals).toHaveLength(1);
  });
});
