import {
  calculatorTotal,
  constructorTotal,
  findOrderableOffer,
  marketingCalculatorBounds,
  marketingCalculatorServices,
  promoDiscount,
  selectionLimits,
} from 'shared-data/core';
import { suspectedLeadMark } from '../leads/lead-details';
import { createMailDispatcher } from '../mail/dispatcher';
import { describeEachDatabase } from '../test/databases';
import { insertAmbassador, memoryLogger, postJson, testEnv } from '../test/fixtures';
import { startHttpCapture } from '../test/http-capture';
import { contacts, type LeadKind, leadBodies, leadKinds } from '../test/lead-bodies';
import { submitApplication } from './submit-application';

const env = testEnv({ LEADS_EMAIL: 'leads@agency.uz' });
const opened = () => ({ form_started_at: Date.now() - 30_000, website: '' });
const yesterday = () => new Date(Date.now() - 48 * 3600_000).toISOString();

describeEachDatabase('submit-application', (ctx) => {
  const submit = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    submitApplication(
      new Request(
        'http://localhost/functions/v1/submit-application',
        postJson({ ...opened(), ...body }, headers),
      ),
      { db: ctx.db, env, logger: memoryLogger().logger },
    );
  const leads = () =>
    ctx.db.query<Record<string, unknown>>(
      'select type, name, email, plan_name, plan_price::int8 as plan_price, promo_code, discount_amount::int8 as discount_amount, final_price::int8 as final_price, ambassador_id, payload from applications order by created_at',
    );
  const mails = () =>
    ctx.db.query<{ template_id: string; params: Record<string, string>; application_id: string }>(
      'select template_id, params, application_id from mail_jobs order by created_at',
    );

  test.each(leadKinds)('stores a %s lead with its mail job in one go', async (kind) => {
    const res = await submit(leadBodies()[kind]);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { success: boolean; id: string };
    expect(answer).toMatchObject({ success: true, id: expect.any(String) });
    const [lead] = await leads();
    expect(lead).toMatchObject({ type: kind, name: contacts.name, email: contacts.email });
    const [mail] = await mails();
    expect(mail?.application_id).toBe(answer.id);
    expect(mail?.template_id).toBe(
      kind === 'plan_order' ? env.emailjs.templateOrder : env.emailjs.templateLead,
    );
    expect(mail?.params.to_email).toBe('leads@agency.uz');
    expect(mail?.params.from_email).toBe(contacts.email);
  });

  test('stores where the visit came from and the consented policy, shows them to the team, drops what does not fit', async () => {
    const body = {
      ...leadBodies().consultation,
      utm_source: 'telegram',
      utm_medium: 'post',
      utm_campaign: 'x'.repeat(2048),
      referrer: 'javascript:alert(1)',
      landing_path: '/smm-services-tashkent',
      consent_version: '2026-11-25',
    };
    const res = await submit(body);
    expect(res.status).toBe(200);
    const [row] = await ctx.db.query<{
      source: unknown;
      consent_version: string;
      consented: boolean;
      payload: object;
    }>(
      `select source, consent_version, payload,
        consent_at is not null and consent_at <= now() and consent_at > now() - interval '1 minute' as consented
        from applications`,
    );
    expect(row).toMatchObject({
      source: { utm_source: 'telegram', utm_medium: 'post', landing_path: '/smm-services-tashkent' },
      consent_version: '2026-11-25',
      consented: true,
    });
    expect(Object.keys(row?.payload ?? {})).not.toContain('utm_campaign');
    const [mail] = await mails();
    expect(mail?.params.lead_source).toBe('метки: telegram / post; первая страница /smm-services-tashkent');
  });

  test('a lead without a source or a policy version is stored with neither', async () => {
    expect((await submit({ ...leadBodies().plan_order, consent_version: 'latest' })).status).toBe(200);
    const [row] = await ctx.db.query('select source, consent_version, consent_at from applications');
    expect(row).toEqual({ source: {}, consent_version: null, consent_at: null });
  });

  test('recomputes a plan order from the catalog and ignores forged prices', async () => {
    const price = findOrderableOffer('BUSINESS')?.price ?? 0;
    const res = await submit(leadBodies().plan_order);
    expect(await res.json()).toMatchObject({ final_price: price, discount_amount: 0 });
    const [lead] = await leads();
    expect(lead).toMatchObject({
      plan_name: 'BUSINESS',
      plan_price: price,
      final_price: price,
      discount_amount: 0,
    });
    expect(lead?.payload).toMatchObject({ discount_amount: 999_999_999 });
  });

  test('a real ambassador’s code gives 15% off and counts a referral; a fake one gives nothing', async () => {
    const ambassador = await insertAmbassador(ctx.db, { promo_code: 'LOLA15K7', email: 'lola@example.uz' });
    const price = findOrderableOffer('BUSINESS')?.price ?? 0;
    const real = await submit({ ...leadBodies().plan_order, promo_code: 'lola15k7' });
    expect(await real.json()).toMatchObject({
      discount_amount: promoDiscount(price),
      final_price: price - promoDiscount(price),
    });
    const fake = await submit({ ...leadBodies().plan_order, promo_code: 'FREE100' });
    expect(await fake.json()).toMatchObject({ discount_amount: 0, final_price: price });
    const [withCode, withFake] = await leads();
    expect(withCode).toMatchObject({ ambassador_id: ambassador.id, promo_code: 'lola15k7' });
    expect(withFake).toMatchObject({ ambassador_id: null, promo_code: 'FREE100' });
    const [row] = await ctx.db.query<{ total_referrals: number }>(
      'select total_referrals from ambassadors where id = $1',
      [ambassador.id],
    );
    expect(row?.total_referrals).toBe(1);
  });

  test('a buyer using their own code is no referral', async () => {
    const ambassador = await insertAmbassador(ctx.db, { promo_code: 'SELF15', email: 'Alisher@Example.uz' });
    const res = await submit({ ...leadBodies().plan_order, promo_code: 'SELF15' });
    expect(res.status).toBe(200);
    const [lead] = await leads();
    expect(lead?.ambassador_id).toBeNull();
    const [row] = await ctx.db.query<{ total_referrals: number }>(
      'select total_referrals from ambassadors where id = $1',
      [ambassador.id],
    );
    expect(row?.total_referrals).toBe(0);
  });

  test('calculator and constructor totals come from quantity × catalog price', async () => {
    const calc = await submit(leadBodies().calculator);
    expect(await calc.json()).toMatchObject({ final_price: calculatorTotal({ 'content-plan': 10 }).total });
    const digital = await submit(leadBodies().digital_constructor);
    expect(await digital.json()).toMatchObject({
      final_price: constructorTotal({ 'online-store': 1 }).total,
    });
    const [, mail] = await mails();
    expect(mail?.params.months).toBe('по договору');
  });

  test.each<[string, LeadKind, Record<string, unknown>, string]>([
    ['a missing name', 'plan_order', { name: '' }, 'name'],
    ['a bad e-mail', 'consultation', { email: 'alisher@' }, 'email'],
    ['a bad phone', 'service_order', { phone: '12345' }, 'phone'],
    ['a wrong type', 'landing_consultation', { name: { first: 'Алишер' } }, 'name'],
    ['an unknown plan', 'plan_order', { plan_name: 'FREE' }, 'plan_name'],
    ['an over-long comment', 'plan_order', { comments: 'я'.repeat(5000) }, 'comments'],
    ['a past consultation date', 'consultation', { consultation_date: yesterday() }, 'consultation_date'],
    ['a missing meeting format', 'custom_plan', { meeting_format: '' }, 'meeting_format'],
    ['a total under the minimum', 'calculator', { selection: { 'content-plan': 1 } }, 'selection'],
    ['an unknown item', 'digital_constructor', { selection: { 'no-such-item': 1 } }, 'selection'],
    ['a fractional quantity', 'digital_constructor', { selection: { 'online-store': 1.5 } }, 'selection'],
    ['an unknown service', 'service_order', { service: 'Полет на Луну' }, 'service'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_, kind, change, field) => {
    const res = await submit({ ...leadBodies()[kind], ...change });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('validation_failed');
    expect(
      Object.keys(error.fields).some(
        (path) => path === field || path.startsWith(`${field}.`) || path.startsWith(`${field}[`),
      ),
    ).toBe(true);
    expect(await leads()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  test('an Uzbek lead is refused in Uzbek, whichever language its caller prefers, and a Russian one in Russian', async () => {
    const uzbek = { ...leadBodies().calculator, language: 'uz', name: '', selection: { 'content-plan': 1 } };
    const res = await submit(uzbek, { 'accept-language': 'ru' });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(error.message).toBe('Maydonlar to‘g‘ri to‘ldirilganini tekshiring');
    expect(error.fields.name).toBe('Ismingizni kiriting');
    expect(error.fields.selection).toMatch(/^Summa .+\u00a0so‘m oralig‘ida bo‘lishi kerak$/);
    const russian = await submit({ ...uzbek, language: 'ru' }, { 'accept-language': 'uz' });
    const { error: refusal } = (await russian.json()) as {
      error: { message: string; fields: Record<string, string> };
    };
    expect(refusal.message).toBe('Проверьте правильность заполнения полей');
    expect(refusal.fields.name).toBe('Введите имя');
    // A body that names no language is answered in the one its page's call asks for.
    const unnamed = await submit({ ...leadBodies().plan_order, name: '' }, { 'accept-language': 'uz' });
    const { error: unnamedRefusal } = (await unnamed.json()) as { error: { fields: Record<string, string> } };
    expect(unnamedRefusal.fields.name).toBe('Ismingizni kiriting');
    const badKey = await submit(
      { ...leadBodies().plan_order, language: 'uz' },
      { 'x-idempotency-key': 'a b' },
    );
    expect(await badKey.json()).toMatchObject({
      error: {
        message: 'Maydonlar to‘g‘ri to‘ldirilganini tekshiring',
        fields: { idempotency_key: expect.stringMatching(/^Takrorlash kaliti/) },
      },
    });
    expect(await leads()).toHaveLength(0);
  });

  test('a total over the maximum is refused', async () => {
    const selection = Object.fromEntries(
      marketingCalculatorServices.slice(0, 10).map((service) => [service.id, selectionLimits.maxQuantity]),
    );
    expect(calculatorTotal(selection).total).toBeGreaterThan(marketingCalculatorBounds.max);
    const res = await submit({ ...leadBodies().calculator, selection });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.values(error.fields).join(' ')).toMatch(/Сумма должна быть от .+ до .+\u00a0сум/);
    expect(await leads()).toHaveLength(0);
  });

  test('with the mail service down submissions still succeed, and every mail goes out once it is back', async () => {
    const capture = await startHttpCapture();
    await capture.close();
    const { logger } = memoryLogger();
    const mail = createMailDispatcher({
      db: ctx.db,
      emailjs: { ...env.emailjs, origin: capture.origin },
      logger,
    });
    try {
      for (const kind of ['plan_order', 'consultation', 'calculator'] as const) {
        expect((await submit(leadBodies()[kind])).status).toBe(200);
      }
      expect(await mail.runOnce()).toEqual({ sent: 0, retried: 3, failed: 0 });
      await capture.listen();
      await ctx.db.query("update mail_jobs set next_attempt_at = now() where status = 'pending'");
      expect(await mail.runOnce()).toEqual({ sent: 3, retried: 0, failed: 0 });
      const delivered = capture.requests.map(
        (request) => (request.body as { template_params: Record<string, string> }).template_params,
      );
      expect(delivered).toHaveLength(3);
      expect(delivered.every((params) => params.to_email === 'leads@agency.uz')).toBe(true);
      expect(Object.keys(delivered[0] ?? {}).sort()).toEqual(
        [
          'to_email',
          'from_name',
          'from_email',
          'phone',
          'lead_type',
          'plan_name',
          'plan_price',
          'months',
          'selected_services',
          'total_amount',
          'company',
          'budget',
          'company_activity',
          'experience_years',
          'meeting_format',
          'consultation_date',
          'personal_info',
          'comments',
          'timestamp',
          'suspicion',
          'lead_source',
          'language',
        ].sort(),
      );
    } finally {
      await mail.stop();
      await capture.close();
    }
  });

  test('refuses an unknown type and a body that is not an object', async () => {
    expect((await submit({ ...leadBodies().plan_order, type: 'free_money' })).status).toBe(400);
    const res = await submitApplication(
      new Request('http://localhost/functions/v1/submit-application', postJson('[1,2]')),
      { db: ctx.db, env, logger: memoryLogger().logger },
    );
    expect(res.status).toBe(400);
  });

  test.each(leadKinds)(
    'the contract sample of a %s lead, without any anti-bot field, is stored',
    async (kind) => {
      const res = await submitApplication(
        new Request('http://localhost/functions/v1/submit-application', postJson(leadBodies()[kind])),
        { db: ctx.db, env, logger: memoryLogger().logger },
      );
      expect(res.status).toBe(200);
      const [lead] = await ctx.db.query<{ suspected: boolean }>('select suspected from applications');
      expect(lead?.suspected).toBe(false);
    },
  );

  test('a filled honeypot or an autofill-fast send is stored flagged, answered 200, and its mail says why', async () => {
    const honeypot = await submit({ ...leadBodies().plan_order, website: 'http://spam.example' });
    expect(honeypot.status).toBe(200);
    const fast = await submit({ ...leadBodies().consultation, form_started_at: Date.now() - 250 });
    expect(fast.status).toBe(200);
    expect(await fast.json()).toMatchObject({ success: true, id: expect.any(String) });
    const rows = await ctx.db.query<{ type: string; suspected: boolean; suspected_reason: string }>(
      'select type, suspected, suspected_reason from applications order by created_at',
    );
    expect(rows).toEqual([
      { type: 'plan_order', suspected: true, suspected_reason: 'заполнено скрытое поле формы' },
      {
        type: 'consultation',
        suspected: true,
        suspected_reason: expect.stringMatching(/^форма отправлена через 0,\d с после открытия/),
      },
    ]);
    const [orderMail, consultationMail] = await mails();
    expect(orderMail?.params.lead_type).toBe(`${suspectedLeadMark} Заказ тарифа`);
    expect(orderMail?.params.suspicion).toBe('заполнено скрытое поле формы');
    expect(consultationMail?.params.suspicion).toMatch(/автозаполнение браузера или бот/);
  });

  test('a retried submission with the same key makes one lead and one mail', async () => {
    const body = { ...leadBodies().plan_order, idempotency_key: 'order-7f3a' };
    const first = await submit(body);
    const again = await submit(body);
    const firstAnswer = await first.json();
    expect(await again.json()).toEqual(firstAnswer);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const [double1, double2] = await Promise.all([
      submit({ ...leadBodies().consultation, idempotency_key: 'double-click' }),
      submit({ ...leadBodies().consultation, idempotency_key: 'double-click' }),
    ]);
    expect(await double1.json()).toEqual(await double2.json());
    expect(await leads()).toHaveLength(2);
    expect(await mails()).toHaveLength(2);
  });

  test('takes the bodies of the release before, in their old casings, as the same leads', async () => {
    const old = {
      custom_plan: {
        companyActivity: 'Кафе',
        meetingFormat: 'messenger',
        selectedServices: ['content-plan'],
        consultationDate: '',
        planName: 'CONSTRUCTOR',
        months: 'по договору',
      },
      calculator: {
        companyActivity: 'Кафе',
        meetingFormat: 'phone',
        totalAmount: 1,
        selectedServices: 'x10',
      },
      digital_constructor: {
        personalInfo: 'Интернет-магазин одежды',
        meetingFormat: 'client-office',
        planPrice: 1,
      },
      service_order: { comments: 'Нужно приложение доставки', planName: 'x', estimated_price: 1 },
      landing_consultation: { preferredTime: 'morning', message: 'Хотим CRM' },
    } as const;
    const stored = async () =>
      (
        await ctx.db.query<{ lead: Record<string, unknown> }>(
          "select lead - 'form_started_at' as lead from applications order by created_at",
        )
      ).map(({ lead }) => lead);
    for (const [kind, fields] of Object.entries(old) as [LeadKind, Record<string, unknown>][]) {
      const current = leadBodies()[kind] as Record<string, unknown>;
      const body = Object.fromEntries(
        Object.entries(current).filter(([key]) => !/_/.test(key) && key !== 'message'),
      );
      expect((await submit({ ...body, ...fields, type: kind })).status).toBe(200);
      expect((await submit(current)).status).toBe(200);
      const [first, second] = (await stored()).slice(-2);
      expect(first).toEqual(second);
    }
  });

  test('a wrong promo code counts one miss however often its submission is retried', async () => {
    const client = { client: '203.0.113.7' };
    const send = (key: string) =>
      submitApplication(
        new Request(
          'http://localhost/functions/v1/submit-application',
          postJson({ ...opened(), ...leadBodies().plan_order, promo_code: 'GUESS15', idempotency_key: key }),
        ),
        { db: ctx.db, env, logger: memoryLogger().logger },
        client,
      );
    const misses = async () =>
      (await ctx.db.query<{ n: number }>('select count(*)::int as n from promo_code_misses'))[0]?.n;
    for (const key of ['retry-1', 'retry-1', 'retry-1']) expect((await send(key)).status).toBe(200);
    expect(await misses()).toBe(1);
    expect((await send('retry-2')).status).toBe(200);
    expect(await misses()).toBe(2);
    expect(await leads()).toHaveLength(2);
  });

  test('200 parallel submissions make 200 leads and 200 mail jobs', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        submit({
          ...leadBodies().plan_order,
          email: `buyer${index}@example.uz`,
          idempotency_key: `parallel-${index}`,
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(200).fill(200));
    const [counts] = await ctx.db.query<{ leads: number; mails: number }>(
      'select (select count(*) from applications)::int as leads, (select count(*) from mail_jobs)::int as mails',
    );
    expect(counts).toEqual({ leads: 200, mails: 200 });
  }, 60_000);

  test('SQL-looking and HTML strings are stored and mailed unchanged', async () => {
    const name = `Robert'); drop table applications;-- <script>alert(1)</script>`;
    const comments = `<img src=x onerror=alert(1)> ' or 1=1 -- \\ $1`;
    expect((await submit({ ...leadBodies().plan_order, name, comments })).status).toBe(200);
    const [lead] = await leads();
    expect(lead?.name).toBe(name);
    const [mail] = await mails();
    expect(mail?.params.from_name).toBe(name);
    expect(mail?.params.comments).toBe(comments);
  });
});
