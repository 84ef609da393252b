import type { Db } from '../db/port';
import { readLead } from '../inbox/inbox';
import { exportLeadsCsv } from '../inbox/lead-csv';
import { readSummary } from '../inbox/summary';
import { describeEachDatabase } from '../test/databases';
import { insertAmbassador, memoryLogger } from '../test/fixtures';
import { recordingDb } from '../test/recording-db';
import { erasedTables, erasePerson } from './erase-person';

const source = { utm_source: 'telegram', utm_campaign: 'osen', referrer: 't.me', landing_path: '/smm' };

/** A lead straight into the table, as `submit-application` stores one. */
async function insertLead(
  db: Db,
  values: { email: string; promoCode?: string; ambassadorId?: string; source?: Record<string, string> },
) {
  const payload = values.promoCode ? { promo_code: values.promoCode, comments: 'Позвоните' } : {};
  const lead = {
    type: 'plan_order',
    name: 'Клиент',
    email: values.email,
    phone: '+998901112233',
    ...payload,
  };
  const [row] = await db.query<{ id: string }>(
    `insert into applications (type, name, email, phone, plan_name, final_price, discount_amount, promo_code,
       ambassador_id, payload, source, lead)
     values ('plan_order', 'Клиент', $1, '+998901112233', 'BUSINESS', 4250000, 750000, $2, $3, $4::text::jsonb,
       $5::text::jsonb, $6::text::jsonb) returning id`,
    [
      values.email,
      values.promoCode ?? null,
      values.ambassadorId ?? null,
      JSON.stringify(payload),
      JSON.stringify(values.source ?? {}),
      JSON.stringify(lead),
    ],
  );
  return row?.id ?? '';
}

describeEachDatabase('erasePerson', (ctx) => {
  test('the erased leads lose their record and where the visit came from; other leads keep both', async () => {
    const erased = await insertLead(ctx.db, { email: 'nodira@example.uz', source });
    const kept = await insertLead(ctx.db, { email: 'aziz@example.uz', source });
    expect(await erasePerson(ctx.db, { email: 'Nodira@example.uz' }, 'manager@agency.uz')).toEqual({
      leads: 1,
      mails: 0,
      ambassadors: 0,
    });
    const rows = await ctx.db.query<{ id: string; source: unknown; email: unknown }>(
      "select id, source, lead->>'email' as email from applications",
    );
    expect(Object.fromEntries(rows.map(({ id, ...row }) => [id, row]))).toEqual({
      [erased]: { source: {}, email: null },
      [kept]: { source, email: 'aziz@example.uz' },
    });
  });

  test('the leads an erased ambassador’s code brought keep the ambassador and the figures, not the code', async () => {
    const lola = await insertAmbassador(ctx.db, {
      name: 'Лола',
      email: 'lola@example.uz',
      phone: '+998907654321',
      promo_code: 'LOLA15-7KQ3XWP',
    });
    const other = await insertAmbassador(ctx.db, { promo_code: 'AZIZ15-2MN8QRT' });
    const referred = await insertLead(ctx.db, {
      email: 'buyer@example.uz',
      promoCode: 'LOLA15-7KQ3XWP',
      ambassadorId: lola.id,
    });
    // Typed in lower case and not linked (the lookup was over its limit): the code still spells the name.
    const unlinked = await insertLead(ctx.db, { email: 'second@example.uz', promoCode: 'lola15-7kq3xwp' });
    const others = await insertLead(ctx.db, {
      email: 'third@example.uz',
      promoCode: 'AZIZ15-2MN8QRT',
      ambassadorId: other.id,
    });
    await ctx.db.query("update applications set status = 'won' where id = $1", [referred]);

    expect(await erasePerson(ctx.db, { phone: '90 765 43 21' }, 'manager@agency.uz')).toMatchObject({
      ambassadors: 1,
    });
    const code = `ERASED-${lola.id}`;
    const leads = await ctx.db.query<Record<string, unknown>>(
      `select id, email, promo_code, ambassador_id, final_price::int as final_price, discount_amount::int as discount,
         payload, lead->>'promo_code' as lead_code from applications`,
    );
    expect(Object.fromEntries(leads.map(({ id, ...lead }) => [id, lead]))).toEqual({
      [referred]: {
        email: 'buyer@example.uz',
        promo_code: code,
        ambassador_id: lola.id,
        final_price: 4_250_000,
        discount: 750_000,
        payload: { promo_code: code, comments: 'Позвоните' },
        lead_code: code,
      },
      [unlinked]: {
        email: 'second@example.uz',
        promo_code: code,
        ambassador_id: null,
        final_price: 4_250_000,
        discount: 750_000,
        payload: { promo_code: code, comments: 'Позвоните' },
        lead_code: code,
      },
      [others]: {
        email: 'third@example.uz',
        promo_code: 'AZIZ15-2MN8QRT',
        ambassador_id: other.id,
        final_price: 4_250_000,
        discount: 750_000,
        payload: { promo_code: 'AZIZ15-2MN8QRT', comments: 'Позвоните' },
        lead_code: 'AZIZ15-2MN8QRT',
      },
    });
    // The inbox shows the lead, its ambassador and the summary under one code, and nothing spells the name.
    const detail = await ctx.db.transaction((tx) => readLead(tx, referred));
    expect(detail?.lead).toMatchObject({ promo_code: code, ambassador: { promo_code: code } });
    const summary = await readSummary(ctx.db);
    expect(summary.ambassadors).toContainEqual(
      expect.objectContaining({ promo_code: code, leads: 1, won: 1, won_amount: 4_250_000 }),
    );
    const { csv } = await exportLeadsCsv(ctx.db, { format: 'fields', delimiter: ';' });
    expect(csv).toContain(code);
    expect(csv).toContain('AZIZ15-2MN8QRT');
    expect(JSON.stringify([detail, summary, csv])).not.toMatch(/lola/i);
  });

  test('the sign-in code mails sent to an erased ambassador go; the rest of the outbox stays', async () => {
    await insertAmbassador(ctx.db, { name: 'Лола', email: 'Lola@example.uz', phone: '+998907654321' });
    const code = (to: string, status: string) =>
      ctx.db.query(
        `insert into mail_jobs (template_id, params, status) values ('code', $1::text::jsonb, $2)`,
        [JSON.stringify({ to_email: to, name: 'Лола', code: '123456', expires_in_minutes: 15 }), status],
      );
    await code('lola@example.uz', 'pending');
    await code('lola@example.uz', 'sent');
    await code('manager@agency.uz', 'pending');

    expect(await erasePerson(ctx.db, { phone: '+998 90 765 43 21' }, 'cli')).toEqual({
      leads: 0,
      mails: 2,
      ambassadors: 1,
    });
    expect(await ctx.db.query('select params, status from mail_jobs order by status')).toEqual([
      {
        params: { to_email: 'manager@agency.uz', name: 'Лола', code: '123456', expires_in_minutes: 15 },
        status: 'pending',
      },
      { params: {}, status: 'sent' },
    ]);
  });

  test('once the erasure has committed, the old row versions are purged; nothing erased, nothing purged', async () => {
    await insertLead(ctx.db, { email: 'nodira@example.uz' });
    const { db, take } = recordingDb(ctx.db);
    await erasePerson(db, { email: 'nobody@example.uz' }, 'cli');
    expect(take().filter((sql) => /vacuum|checkpoint|wal/i.test(sql))).toEqual([]);

    await erasePerson(db, { email: 'nodira@example.uz' }, 'cli');
    const statements = take();
    const purge = statements.slice(statements.indexOf('commit') + 1);
    expect(purge).toEqual(
      ctx.name === 'pglite'
        ? [`vacuum full ${erasedTables.join(', ')}`, 'select pg_switch_wal()', 'checkpoint']
        : [`vacuum (analyze) ${erasedTables.join(', ')}`],
    );
  });

  test('a purge that fails is logged, and the erasure stands', async () => {
    await insertLead(ctx.db, { email: 'nodira@example.uz' });
    const refusing: Db = {
      ...ctx.db,
      exec: (sql) =>
        /vacuum/.test(sql) ? Promise.reject(new Error('no room for the copy')) : ctx.db.exec(sql),
    };
    const log = memoryLogger();
    expect(await erasePerson(refusing, { email: 'nodira@example.uz' }, 'cli', log.logger)).toEqual({
      leads: 1,
      mails: 0,
      ambassadors: 0,
    });
    expect(log.errors).toEqual([
      {
        message: 'erasure: the old row versions could not be purged from the database files',
        error: expect.objectContaining({ message: 'no room for the copy' }),
      },
    ]);
    expect(await ctx.db.query('select email from applications')).toEqual([{ email: null }]);
    expect(await ctx.db.query('select leads from erasures')).toEqual([{ leads: 1 }]);
  });
});

describeEachDatabase('erasePerson’s purge', (ctx) => {
  /** Per table: its file on PGlite (a new one once rewritten), its count of plain vacuums on PostgreSQL. */
  const tableState = async () =>
    Object.fromEntries(
      (
        await ctx.db.query<{ name: string; state: string }>(
          `select t.name, case when $2 then pg_relation_filenode(t.name)::text
               else (select s.vacuum_count::text from pg_stat_user_tables s where s.relname = t.name) end as state
           from unnest($1::text[]) as t(name)`,
          [erasedTables, ctx.name === 'pglite'],
        )
      ).map((row) => [row.name, row.state]),
    );

  test('reaches every table the erasure touched, and on PGlite deletes the WAL segment that held the rows', async () => {
    const leadId = await insertLead(ctx.db, { email: 'nodira@example.uz' });
    await ctx.db.query(
      "insert into lead_notes (application_id, body, author) values ($1, 'Перезвонить', 'm')",
      [leadId],
    );
    const before = await tableState();
    const [segment] =
      ctx.name === 'pglite'
        ? await ctx.db.query<{ name: string }>('select pg_walfile_name(pg_current_wal_lsn()) as name')
        : [];
    await erasePerson(ctx.db, { email: 'nodira@example.uz' }, 'cli');
    const after = await tableState();
    for (const table of erasedTables)
      expect({ table, state: after[table] }).not.toEqual({ table, state: before[table] });
    if (ctx.name === 'pglite') {
      const segments = await ctx.db.query<{ name: string }>('select name from pg_ls_waldir()');
      expect(segments.map((row) => row.name)).not.toContain(segment?.name);
      expect(await ctx.db.query('show wal_recycle')).toEqual([{ wal_recycle: 'off' }]);
    }
  });
});
