import { tashkentDay } from 'shared-data/core';
import type { Db } from '../db/port';
import type { Handler } from '../http/handler';
import { utf8Bom } from '../inbox/csv';
import { describeEachDatabase } from '../test/databases';
import { insertAmbassador, memoryLogger, postJson, testEnv } from '../test/fixtures';
import { call, signInByCode } from '../test/handler-support';
import { contacts, leadBodies } from '../test/lead-bodies';
import { handlers } from './registry';
import { submitApplication } from './submit-application';

const env = testEnv({ ADMIN_EMAILS: 'manager@agency.uz', LEADS_EMAIL: 'leads@agency.uz' });
const admin = (name: string) => handlers[name] as Handler;

/** A lead straight into the table, at a chosen time. */
async function insertLead(
  db: Db,
  values: {
    name: string;
    created_at: string;
    type?: string;
    status?: string;
    email?: string;
    phone?: string;
  },
) {
  const [row] = await db.query<{ id: string }>(
    `insert into applications (type, name, email, phone, status, created_at, plan_name, final_price)
     values ($1, $2, $3, $4, $5, $6, 'BUSINESS', 1000000) returning id`,
    [
      values.type ?? 'consultation',
      values.name,
      values.email ?? null,
      values.phone ?? null,
      values.status ?? 'new',
      values.created_at,
    ],
  );
  return row?.id as string;
}

describeEachDatabase('the team inbox', (ctx) => {
  let token = '';
  beforeEach(async () => {
    const res = await signInByCode(
      admin('admin-send-code'),
      admin('admin-verify'),
      ctx.db,
      'manager@agency.uz',
      {
        env,
      },
    );
    token = res.body.token;
  });
  const ask = (name: string, body: unknown) =>
    call(admin(name), ctx.db, body, { env, headers: { 'x-admin-token': token } });
  const submit = async (body: Record<string, unknown>) => {
    const res = await submitApplication(
      new Request(
        'http://localhost/functions/v1/submit-application',
        postJson({ form_started_at: Date.now() - 30_000, website: '', ...body }),
      ),
      { db: ctx.db, env, logger: memoryLogger().logger },
    );
    const answer = (await res.json()) as { id: string };
    expect(res.status).toBe(200);
    return answer.id;
  };

  test('lists leads newest first, a page at a time, with how many there are', async () => {
    for (let day = 1; day <= 30; day++) {
      await insertLead(ctx.db, {
        name: `Клиент ${day}`,
        created_at: `2025-08-${String(day).padStart(2, '0')}T10:00:00Z`,
      });
    }
    const first = await ask('admin-leads', { page: 1, page_size: 25 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 30, page: 1, page_size: 25 });
    expect(first.body.leads).toHaveLength(25);
    expect(first.body.leads[0]).toMatchObject({
      name: 'Клиент 30',
      type: 'consultation',
      status: 'new',
      subject: 'BUSINESS',
      final_price: 1_000_000,
      suspected: false,
    });
    const second = await ask('admin-leads', { page: 2, page_size: 25 });
    expect(second.body.leads.map((lead: { name: string }) => lead.name)).toEqual([
      'Клиент 5',
      'Клиент 4',
      'Клиент 3',
      'Клиент 2',
      'Клиент 1',
    ]);
  });

  test('counts each status under the rest of the filter, whatever status is shown', async () => {
    const at = '2025-08-01T10:00:00Z';
    for (const [name, status, type] of [
      ['Аня', 'new', 'consultation'],
      ['Боря', 'new', 'plan_order'],
      ['Вика', 'in_progress', 'consultation'],
      ['Гена', 'won', 'consultation'],
    ] as const) {
      await insertLead(ctx.db, { name, status, type, created_at: at });
    }
    expect((await ask('admin-leads', {})).body).toMatchObject({
      total: 4,
      counts: { new: 2, in_progress: 1, won: 1, lost: 0 },
    });
    const consultations = await ask('admin-leads', { type: 'consultation', status: 'in_progress' });
    expect(consultations.body).toMatchObject({
      total: 1,
      counts: { new: 1, in_progress: 1, won: 1, lost: 0 },
    });
  });

  test('filters by type, status and Tashkent days, and finds by name, e-mail or phone digits', async () => {
    await insertLead(ctx.db, {
      name: 'Дилноза',
      created_at: '2025-08-01T18:59:00Z',
      phone: '+998 90 111 22 33',
    });
    // 19:30 UTC is already 2 August in Tashkent.
    await insertLead(ctx.db, {
      name: 'Бахром',
      created_at: '2025-08-01T19:30:00Z',
      type: 'plan_order',
      email: 'bahrom@mail.uz',
    });
    await insertLead(ctx.db, { name: 'Севара 100%_', created_at: '2025-08-03T09:00:00Z', status: 'lost' });
    const names = async (body: Record<string, unknown>) =>
      (await ask('admin-leads', body)).body.leads.map((lead: { name: string }) => lead.name);

    expect(await names({ type: 'plan_order' })).toEqual(['Бахром']);
    expect(await names({ status: 'lost' })).toEqual(['Севара 100%_']);
    expect(await names({ from: '2025-08-01', to: '2025-08-01' })).toEqual(['Дилноза']);
    expect(await names({ from: '2025-08-02' })).toEqual(['Севара 100%_', 'Бахром']);
    expect(await names({ q: 'бахр' })).toEqual(['Бахром']);
    expect(await names({ q: 'BAHROM@' })).toEqual(['Бахром']);
    expect(await names({ q: '111 2233' })).toEqual(['Дилноза']);
    expect(await names({ q: '%_' })).toEqual(['Севара 100%_']);
    expect(await names({ type: '', status: '', q: '' })).toHaveLength(3);
  });

  test.each([
    ['admin-leads', { from: '0000-01-01' }, 'from'],
    ['admin-leads', { from: '0001-01-01' }, 'from'],
    ['admin-leads', { to: '0000-01-01' }, 'to'],
    ['admin-leads', { from: '2025-02-30' }, 'from'],
    ['admin-leads', { to: '2024-04-31' }, 'to'],
    ['admin-leads', { from: '99999-01-01' }, 'from'],
    ['admin-leads', { to: '2101-01-01' }, 'to'],
    ['admin-leads-csv', { from: '0000-01-01' }, 'from'],
    ['admin-leads-csv', { to: '0001-01-01' }, 'to'],
    ['admin-leads-csv', { from: '2023-02-29' }, 'from'],
  ])('%s refuses %j: a day that is not in the calendar or out of range', async (name, filter, field) => {
    const res = await ask(name, filter);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields).toEqual({
      [field]: 'Нужна существующая дата с 2000 по 2100 год в формате ГГГГ-ММ-ДД',
    });
  });

  test.each(['2000-01-01', '2024-02-29', '2100-12-31'])(
    'takes %s at either end of the period',
    async (day) => {
      expect((await ask('admin-leads', { from: day })).status).toBe(200);
      expect((await ask('admin-leads-csv', { to: day })).status).toBe(200);
    },
  );

  test('refuses a bad filter with Russian messages per field', async () => {
    const res = await ask('admin-leads', {
      type: 'spam',
      status: 'paid',
      from: '2025-13-01',
      page: 0,
      page_size: 7,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields).toEqual({
      type: 'Неизвестный тип заявки',
      status: 'Неизвестный статус заявки',
      from: 'Нужна существующая дата с 2000 по 2100 год в формате ГГГГ-ММ-ДД',
      page: 'Номер страницы — целое число от 1',
      page_size: 'Строк на странице: 25, 50, 100',
    });
    const range = await ask('admin-leads', { from: '2025-08-02', to: '2025-08-01' });
    expect(range.body.error.fields).toEqual({ to: 'Начало периода позже конца' });
  });

  test('a lead is read from the lead itself: its mail changed or gone, the team sees what it carried', async () => {
    const id = await submit({
      ...leadBodies().calculator,
      utm_source: 'instagram',
    });
    const before = (await ask('admin-lead', { id })).body.lead.fields;
    expect(before).toEqual(
      expect.arrayContaining([
        { label: 'Заявка', value: 'Калькулятор тарифа CONSTRUCTOR' },
        { label: 'Выбранные услуги', value: expect.any(String) },
        { label: 'Итого', value: expect.stringContaining('сум') },
        { label: 'Источник', value: expect.stringContaining('instagram') },
      ]),
    );
    await ctx.db.query(
      `update mail_jobs set params = jsonb_build_object('lead_type', 'Чужое письмо', 'from_name', 'Не тот')
        where application_id = $1`,
      [id],
    );
    expect((await ask('admin-lead', { id })).body.lead.fields).toEqual(before);
    await ctx.db.query('delete from mail_jobs where application_id = $1', [id]);
    expect((await ask('admin-lead', { id })).body.lead.fields).toEqual(before);
  });

  test('a lead stored before its record was kept is read from its body as it arrived', async () => {
    const id = await submit({ ...leadBodies().consultation, company: 'Чайхана №1' });
    await ctx.db.query('update applications set lead = null, pricing = null where id = $1', [id]);
    expect((await ask('admin-lead', { id })).body.lead.fields).toEqual(
      expect.arrayContaining([
        { label: 'Заявка', value: 'Запись на консультацию' },
        { label: 'Компания', value: 'Чайхана №1' },
      ]),
    );
    await ctx.db.query(`update applications set payload = '{"type":"unknown"}'::jsonb where id = $1`, [id]);
    expect((await ask('admin-lead', { id })).body.lead.fields).toEqual([
      { label: 'Имя', value: contacts.name },
      { label: 'Телефон', value: expect.stringMatching(/^\+998/) },
      { label: 'E-mail', value: contacts.email },
    ]);
  });

  test('a lead opens with what it carried in Russian, and moves new → in work → won, crediting 15% once', async () => {
    const ambassador = await insertAmbassador(ctx.db, {
      name: 'Лола',
      email: 'lola@example.uz',
      promo_code: 'LOLA15',
    });
    const id = await submit({ ...leadBodies().plan_order, promo_code: 'LOLA15' });

    const opened = await ask('admin-lead', { id });
    expect(opened.status).toBe(200);
    const { lead } = opened.body;
    expect(lead).toMatchObject({
      id,
      type: 'plan_order',
      status: 'new',
      name: contacts.name,
      promo_code: 'LOLA15',
      ambassador: { name: 'Лола', email: 'lola@example.uz', promo_code: 'LOLA15' },
      commission: null,
      moves: ['in_progress', 'lost'],
    });
    expect(lead.final_price).toBeGreaterThan(0);
    expect(lead.fields).toEqual(
      expect.arrayContaining([
        { label: 'Заявка', value: 'Заказ тарифа' },
        { label: 'Имя', value: contacts.name },
        { label: 'Комментарий', value: 'Позвоните вечером' },
      ]),
    );
    expect(opened.body.history).toEqual([]);

    const tooEarly = await ask('admin-lead-status', { id, status: 'won' });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.error.message).toBe('Так изменить статус нельзя: заявка уже в статусе «Новая»');

    expect((await ask('admin-lead-status', { id, status: 'in_progress' })).body.lead.moves).toEqual([
      'won',
      'lost',
      'new',
    ]);
    const won = await ask('admin-lead-status', { id, status: 'won' });
    expect(won.status).toBe(200);
    const commission = Math.round((lead.final_price * 15) / 100);
    expect(won.body.lead).toMatchObject({ status: 'won', commission, moves: [] });
    expect(won.body.history).toEqual([
      { from: 'new', to: 'in_progress', by: 'manager@agency.uz', at: expect.any(String) },
      { from: 'in_progress', to: 'won', by: 'manager@agency.uz', at: expect.any(String) },
    ]);
    const [earned] = await ctx.db.query<{ total_earnings: string }>(
      'select total_earnings from ambassadors where id = $1',
      [ambassador.id],
    );
    expect(Number(earned?.total_earnings)).toBe(commission);
    expect((await ask('admin-lead-status', { id, status: 'lost' })).status).toBe(409);

    expect((await ask('admin-lead', { id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await ask('admin-lead', { id: 'nope' })).status).toBe(400);
  });

  test('exports the filtered list as a CSV Excel reads in Russian', async () => {
    await insertLead(ctx.db, {
      name: 'Дилноза',
      created_at: '2025-08-01T10:00:00Z',
      phone: '+998 90 111 22 33',
    });
    await insertLead(ctx.db, { name: '=Хакер', created_at: '2025-08-02T10:00:00Z', type: 'plan_order' });
    const res = await ask('admin-leads-csv', { type: 'consultation' });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    expect(res.body.filename).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (res.body.csv as string).split('\r\n');
    expect(lines[0]?.startsWith(`${utf8Bom}Дата (Ташкент);Тип;Статус;Имя;E-mail;Телефон;Язык;`)).toBe(true);
    expect(lines[1]).toMatch(
      /^2025-08-01 15:00;Консультация;Новая;Дилноза;;'\+998 90 111 22 33;русский;BUSINESS;1000000;;;/,
    );
    const all = await ask('admin-leads-csv', {});
    expect(all.body.csv).toContain(";'=Хакер;");
  });

  test('filters by where the visit came from and exports it in its own columns', async () => {
    const from = (source: Record<string, string>) =>
      submit({ ...leadBodies().consultation, ...source, email: `${Object.values(source)[0]}@example.uz` });
    await from({ utm_source: 'Telegram', utm_campaign: 'launch', landing_path: '/pricing' });
    await from({ referrer: 'instagram.com' });
    await from({ utm_source: 'google' });
    const emails = async (source: string) =>
      ((await ask('admin-leads', { source })).body.leads as { email: string }[]).map((lead) => lead.email);
    expect(await emails('telegram')).toEqual(['Telegram@example.uz']);
    expect(await emails('INSTAGRAM.COM')).toEqual(['instagram.com@example.uz']);
    expect(await emails('yandex')).toEqual([]);
    const csv = (await ask('admin-leads-csv', { source: 'telegram' })).body.csv as string;
    const [header, row] = csv.split('\r\n');
    expect(header).toContain('Источник (utm_source);Канал (utm_medium);Кампания (utm_campaign)');
    expect(row).toContain(';Telegram;;launch;;;;/pricing;');
    expect((await ask('admin-leads', { source: 'x'.repeat(151) })).status).toBe(400);
  });

  test('keeps the language of the page each lead came from, shows it, filters and exports by it', async () => {
    const from = (email: string, language?: unknown) =>
      submit({ ...leadBodies().consultation, email, ...(language === undefined ? {} : { language }) });
    const uzbek = await from('uz@example.uz', 'uz');
    await from('ru@example.uz', 'ru');
    // A body that names no language of the site (an integration, an old page) is a Russian page's lead, never refused.
    await from('none@example.uz');
    await from('en@example.uz', 'en');
    const emails = async (filter: Record<string, string>) =>
      ((await ask('admin-leads', filter)).body.leads as { email: string; language: string }[]).map(
        (lead) => `${lead.email} ${lead.language}`,
      );
    expect(await emails({ language: 'uz' })).toEqual(['uz@example.uz uz']);
    expect(await emails({ language: 'ru' })).toEqual([
      'en@example.uz ru',
      'none@example.uz ru',
      'ru@example.uz ru',
    ]);
    expect(await emails({ language: '' })).toHaveLength(4);
    expect(await ask('admin-leads', { language: 'en' })).toMatchObject({
      status: 400,
      body: { error: { fields: { language: 'Неизвестный язык заявки' } } },
    });

    expect((await ask('admin-lead', { id: uzbek })).body.lead.fields).toEqual(
      expect.arrayContaining([{ label: 'Язык', value: 'узбекский' }]),
    );
    const [header, row, ...rest] = (await ask('admin-leads-csv', { language: 'uz' })).body.csv.split('\r\n');
    expect(header).toContain(';Телефон;Язык;');
    expect(row).toContain(';узбекский;');
    expect(rest).toEqual(['']);
  });

  test('erases a person on request by e-mail or phone, logged with the manager', async () => {
    await submit({ ...leadBodies().consultation, email: 'dilnoza@example.uz', phone: '+998 90 111 22 33' });
    await submit({ ...leadBodies().consultation, email: 'aziz@example.uz', phone: '+998 90 444 55 66' });
    const erased = await ask('admin-erase', { contact: '8 90 111 22 33' });
    expect(erased).toMatchObject({ status: 200, body: { leads: 1, mails: 1, ambassadors: 0 } });
    const left = (await ask('admin-leads', {})).body.leads as { name: string; email: string | null }[];
    expect(left.map((lead) => [lead.name, lead.email])).toEqual([
      [contacts.name, 'aziz@example.uz'],
      ['Удалено по запросу', null],
    ]);
    expect(await ctx.db.query('select requested_by, matched_by from erasures')).toEqual([
      { requested_by: 'manager@agency.uz', matched_by: 'phone' },
    ]);
    expect(await ask('admin-erase', { contact: 'не контакт' })).toMatchObject({
      status: 400,
      body: { error: { fields: { contact: 'Это не e-mail и не номер телефона' } } },
    });
  });

  test('erasing an ambassador closes their cabinet, retires their code and link, and frees their e-mail', async () => {
    const lola = { name: 'Лола Юсупова', email: 'Lola@Example.uz', phone: '90 765 43 21' };
    const registered = await call(admin('register-ambassador-simple'), ctx.db, lola);
    expect(registered.status).toBe(200);
    const { token: cabinet, ambassador } = registered.body as {
      token: string;
      ambassador: { promo_code: string; referral_link: string };
    };
    const referralId = ambassador.referral_link.split('/').at(-1)?.split('?')[0] ?? '';
    await submit({ ...leadBodies().plan_order, promo_code: ambassador.promo_code });
    await ctx.db.query("update applications set status = 'won'");
    await ctx.db.query(
      'insert into ambassador_earnings (application_id, ambassador_id, amount) select a.id, a.ambassador_id, 500000 from applications a',
    );
    const ambassadorCall = (name: string, body: unknown) =>
      call(admin(name), ctx.db, body, { env, headers: { 'x-ambassador-token': cabinet } });
    expect((await ambassadorCall('ambassador-me', {})).status).toBe(200);
    expect((await call(admin('referral-info'), ctx.db, { referral_id: referralId })).status).toBe(200);

    const erased = await ask('admin-erase', { contact: '+998 (90) 765-43-21' });
    expect(erased).toMatchObject({ status: 200, body: { leads: 0, mails: 0, ambassadors: 1 } });
    expect((await ambassadorCall('ambassador-me', {})).status).toBe(401);
    expect((await call(admin('referral-info'), ctx.db, { referral_id: referralId })).status).toBe(404);
    const promo = await call(admin('check-promo-code'), ctx.db, { code: ambassador.promo_code });
    expect(promo.body).toEqual({ valid: false, discount_percent: 0 });
    const [record] = await ctx.db.query<Record<string, unknown>>(
      'select name, email, phone, promo_code, referral_link from ambassadors',
    );
    // The phone's own run of digits: a shorter one, such as 765, turns up in the random ids that replace them.
    expect(JSON.stringify(record)).not.toMatch(/Лола|lola|7654321|Юсупова/i);
    expect(record).toMatchObject({ name: 'Удалено по запросу', phone: null, referral_link: '' });
    expect(await ctx.db.query('select count(*)::int as n from ambassador_tokens')).toEqual([{ n: 0 }]);
    // The figures stay: the lead their code brought, still theirs, and the commission.
    expect(await ctx.db.query('select count(*)::int as n from ambassador_earnings')).toEqual([{ n: 1 }]);
    expect(
      await ctx.db.query('select count(*)::int as n from applications where ambassador_id is not null'),
    ).toEqual([{ n: 1 }]);
    expect(await ctx.db.query('select matched_by, leads, ambassadors from erasures')).toEqual([
      { matched_by: 'phone', leads: 0, ambassadors: 1 },
    ]);
    expect((await call(admin('register-ambassador-simple'), ctx.db, lola)).status).toBe(200);
  });

  describe('working a lead', () => {
    const envWithTwo = testEnv({
      ADMIN_EMAILS: 'manager@agency.uz,aziza@agency.uz',
      LEADS_EMAIL: 'leads@agency.uz',
    });
    const work = (body: unknown) =>
      call(admin('admin-lead-work'), ctx.db, body, { env: envWithTwo, headers: { 'x-admin-token': token } });
    const note = (body: unknown) =>
      call(admin('admin-lead-note'), ctx.db, body, { env: envWithTwo, headers: { 'x-admin-token': token } });

    test('sets the owner and the next contact, keeps each change in the history, and adds notes', async () => {
      const id = await submit(leadBodies().consultation);
      const opened = await ask('admin-lead', { id });
      expect(opened.body.lead).toMatchObject({ owner: null, next_contact_on: null, version: 1 });
      expect(opened.body).toMatchObject({ changes: [], notes: [] });

      const saved = await work({ id, version: 1, owner: 'Aziza@Agency.uz', next_contact_on: '2026-12-01' });
      expect(saved.status).toBe(200);
      expect(saved.body.lead).toMatchObject({
        owner: 'aziza@agency.uz',
        next_contact_on: '2026-12-01',
        version: 2,
      });
      expect(saved.body.changes).toEqual([
        {
          field: 'owner',
          from: null,
          to: 'aziza@agency.uz',
          by: 'manager@agency.uz',
          at: expect.any(String),
        },
        {
          field: 'next_contact_on',
          from: null,
          to: '2026-12-01',
          by: 'manager@agency.uz',
          at: expect.any(String),
        },
      ]);
      // Only what changes is written and kept: a field left out stays, null clears.
      const cleared = await work({ id, version: 2, next_contact_on: null });
      expect(cleared.body.lead).toMatchObject({
        owner: 'aziza@agency.uz',
        next_contact_on: null,
        version: 3,
      });
      expect(cleared.body.changes).toHaveLength(3);

      const noted = await note({ id, text: '  Перезвонить после 15:00\nспросить про бюджет 😀 ' });
      expect(noted.status).toBe(200);
      expect(noted.body.notes).toEqual([
        {
          text: 'Перезвонить после 15:00\nспросить про бюджет 😀',
          by: 'manager@agency.uz',
          at: expect.any(String),
        },
      ]);
      // A note changes nothing another manager could overwrite.
      expect(noted.body.lead.version).toBe(3);
    });

    test('a write over a lead changed since is refused with a clear message, and the other change stays', async () => {
      const id = await submit(leadBodies().consultation);
      expect((await work({ id, version: 1, owner: 'aziza@agency.uz' })).status).toBe(200);
      const stale = await work({ id, version: 1, owner: 'manager@agency.uz' });
      expect(stale).toMatchObject({
        status: 409,
        body: { error: { code: 'stale_lead', message: expect.stringContaining('другой менеджер') } },
      });
      // A status move also makes an earlier view stale.
      expect((await ask('admin-lead-status', { id, status: 'in_progress' })).body.lead.version).toBe(3);
      expect((await work({ id, version: 2, next_contact_on: '2026-12-01' })).status).toBe(409);
      expect((await ask('admin-lead', { id })).body.lead).toMatchObject({
        owner: 'aziza@agency.uz',
        next_contact_on: null,
        status: 'in_progress',
      });
    });

    test('refuses an owner off the list, a bad day, a missing version and an empty or long note, with Russian messages', async () => {
      const id = await submit(leadBodies().consultation);
      expect(await work({ id, version: 1, owner: 'stranger@example.uz' })).toMatchObject({
        status: 400,
        body: { error: { fields: { owner: 'Такого менеджера нет в списке' } } },
      });
      expect(
        (await work({ id, version: 1, next_contact_on: '2026-02-30' })).body.error.fields,
      ).toHaveProperty('next_contact_on');
      expect((await work({ id, owner: null })).body.error.fields).toHaveProperty('version');
      expect((await note({ id, text: '   ' })).body.error.fields).toEqual({ text: 'Напишите заметку' });
      expect((await note({ id, text: 'д'.repeat(2001) })).status).toBe(400);
      expect((await note({ id: '6f1c2b1e-8a4d-4c2e-9b7a-1d2e3f4a5b6c', text: 'Кому?' })).status).toBe(404);
      expect(
        (await call(admin('admin-lead-note'), ctx.db, { id, text: 'Чужой' }, { env: envWithTwo })).status,
      ).toBe(401);
    });

    test('“mine” and “contact today” narrow the list and the CSV, which carries the owner, the day and the notes', async () => {
      const today = tashkentDay(Date.now());
      const mine = await submit({ ...leadBodies().consultation, name: 'Мой клиент' });
      const theirs = await submit({ ...leadBodies().consultation, name: 'Чужой клиент' });
      const later = await submit({ ...leadBodies().consultation, name: 'Позже' });
      await work({ id: mine, version: 1, owner: 'manager@agency.uz', next_contact_on: today });
      await work({ id: theirs, version: 1, owner: 'aziza@agency.uz', next_contact_on: '2020-01-01' });
      await work({ id: later, version: 1, owner: 'manager@agency.uz', next_contact_on: '2100-01-01' });
      await note({ id: mine, text: 'Ждёт КП' });
      const names = async (filter: Record<string, unknown>) =>
        ((await ask('admin-leads', filter)).body.leads as { name: string }[]).map((lead) => lead.name).sort();
      expect(await names({ owner: 'mine' })).toEqual(['Мой клиент', 'Позже']);
      expect(await names({ due: 'today' })).toEqual(['Мой клиент', 'Чужой клиент']);
      expect(await names({ owner: 'mine', due: 'today' })).toEqual(['Мой клиент']);
      await ask('admin-lead-status', { id: theirs, status: 'lost' });
      expect(await names({ due: 'today' })).toEqual(['Мой клиент']);
      expect((await ask('admin-leads', { owner: 'theirs' })).status).toBe(400);

      const csv = (await ask('admin-leads-csv', { owner: 'mine', due: 'today' })).body.csv as string;
      const [header, row, end] = csv.split('\r\n');
      expect(header).toContain(';Ответственный;Следующий контакт;Заметки;');
      expect(row).toContain(`;manager@agency.uz;${today};`);
      expect(row).toMatch(/;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, manager@agency\.uz: Ждёт КП;/);
      expect(end).toBe('');
    });

    test('erasing a person removes the notes on their leads', async () => {
      const id = await submit({ ...leadBodies().consultation, email: 'notes@example.uz' });
      await note({ id, text: 'Сказала, что живёт на Чиланзаре' });
      await ask('admin-erase', { contact: 'notes@example.uz' });
      expect((await ask('admin-lead', { id })).body.notes).toEqual([]);
    });
  });

  test('lists failed mail with its error and sends one again', async () => {
    await submit(leadBodies().consultation);
    const [job] = await ctx.db.query<{ id: string }>(
      "update mail_jobs set status = 'failed', attempts = 5, last_error = 'EmailJS 502' where application_id is not null returning id",
    );
    const listed = await ask('admin-failed-mail', {});
    expect(listed.body.jobs).toEqual([
      {
        id: job?.id,
        kind: 'Письмо о заявке',
        to: 'leads@agency.uz',
        lead_id: expect.any(String),
        attempts: 5,
        last_error: 'EmailJS 502',
        created_at: expect.any(String),
      },
    ]);
    expect((await ask('admin-mail-retry', { id: job?.id })).body).toEqual({ queued: true });
    expect(await ctx.db.query('select status, attempts from mail_jobs where id = $1', [job?.id])).toEqual([
      { status: 'pending', attempts: 0 },
    ]);
    expect((await ask('admin-mail-retry', { id: job?.id })).status).toBe(409);
    expect((await ask('admin-mail-retry', { id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });
});
