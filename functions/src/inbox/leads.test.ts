import { formatLeadTable, listLeads } from '../admin-commands/lead-table';
import type { Db } from '../db/port';
import { describeEachDatabase } from '../test/databases';
import { insertAmbassador } from '../test/fixtures';
import { commissionOf } from './commission';
import { utf8Bom } from './csv';
import { exportLeadsCsv } from './lead-csv';
import { formatCreated } from './lead-query';
import { confirmOrder } from './lead-status';

interface LeadValues {
  type?: string;
  name?: string;
  email?: string | null;
  phone?: string | null;
  plan_name?: string | null;
  final_price?: number | null;
  ambassador_id?: string | null;
  status?: string;
  created_at?: string;
  payload?: Record<string, unknown>;
}

const insertLead = async (db: Db, values: LeadValues = {}) => {
  const lead = {
    type: 'plan_order',
    name: 'Нодира Юсупова',
    email: 'nodira@example.uz',
    phone: '+998 90 111 22 33',
    plan_name: 'Стандарт',
    final_price: 5_525_000,
    ambassador_id: null,
    status: 'new',
    created_at: '2025-08-01T10:00:00Z',
    payload: { comments: 'Нет' },
    ...values,
  };
  const [row] = await db.query<{ id: string }>(
    `insert into applications (type, name, email, phone, plan_name, final_price, ambassador_id, status, created_at, payload)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text::jsonb) returning id`,
    [
      lead.type,
      lead.name,
      lead.email,
      lead.phone,
      lead.plan_name,
      lead.final_price,
      lead.ambassador_id,
      lead.status,
      lead.created_at,
      JSON.stringify(lead.payload),
    ],
  );
  if (!row) {
    throw new Error('no lead');
  }
  return row.id;
};

const earnings = async (db: Db, id: string) =>
  (
    await db.query<{ total: number }>('select total_earnings as total from ambassadors where id = $1', [id])
  )[0]?.total;

describeEachDatabase('admin: leads', (ctx) => {
  describe('listLeads', () => {
    test('newest first, limited, filtered by type, with the total', async () => {
      await insertLead(ctx.db, { name: 'Первый', created_at: '2025-08-01T10:00:00Z' });
      await insertLead(ctx.db, { name: 'Второй', type: 'consultation', created_at: '2025-08-02T10:00:00Z' });
      await insertLead(ctx.db, { name: 'Третий', created_at: '2025-08-03T10:00:00Z' });

      const all = await listLeads(ctx.db, { limit: 2 });
      expect(all.total).toBe(3);
      expect(all.rows.map((row) => row.name)).toEqual(['Третий', 'Второй']);
      const plans = await listLeads(ctx.db, { type: 'plan_order' });
      expect(plans.total).toBe(2);
      expect(plans.rows.map((row) => row.name)).toEqual(['Третий', 'Первый']);
    });

    test('a readable table: id, Tashkent time, type, name, contact, plan, price, status', async () => {
      const id = await insertLead(ctx.db, { name: 'Очень длинное имя клиента из Ташкента' });
      await insertLead(ctx.db, {
        name: 'Азиз',
        email: null,
        plan_name: null,
        final_price: null,
        created_at: '2025-07-01T00:00:00Z',
      });
      const table = formatLeadTable((await listLeads(ctx.db)).rows).split('\n');
      expect(table[0]).toMatch(
        /^id\s+created \(Tashkent\)\s+type\s+name\s+contact\s+plan\s+final price\s+status$/,
      );
      expect(table[1]).toMatch(/^─+\s+─+/);
      expect(table[2]).toContain(id);
      expect(table[2]).toContain('2025-08-01 15:00');
      expect(table[2]).toContain('Очень длинное имя клиен…');
      expect(table[2]).toContain('nodira@example.uz, +998 90 111 22 33');
      expect(table[2]).toContain('5 525 000 сум');
      expect(table[2]).toMatch(/new$/);
      expect(table[3]).toContain('Азиз');
      expect(table).toHaveLength(4);
    });
  });

  test('formatCreated shows Tashkent time (UTC+5)', () => {
    expect(formatCreated(new Date('2025-08-31T19:30:00Z'))).toBe('2025-09-01 00:30');
  });

  test('exportLeadsCsv: every lead oldest first, BOM, quoted and formula-safe', async () => {
    const ambassador = await insertAmbassador(ctx.db, { email: 'lola@example.uz' });
    await insertLead(ctx.db, {
      name: '=cmd|"/c calc"!A1',
      created_at: '2025-08-02T10:00:00Z',
      ambassador_id: ambassador.id,
      payload: { comments: 'Да, "срочно"' },
    });
    await insertLead(ctx.db, { name: 'Лола', created_at: '2025-08-01T10:00:00Z' });
    await ctx.db.query(
      `update applications set source = '{"utm_source":"telegram","utm_campaign":"launch","referrer":"t.me","landing_path":"/smm"}',
        consent_version = '2026-11-25', consent_at = '2026-11-25T10:00:00Z', language = 'uz' where name = 'Лола'`,
    );
    const { csv, count } = await exportLeadsCsv(ctx.db, { format: 'fields' });
    expect(count).toBe(2);
    expect(csv.startsWith(utf8Bom)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,type,status,suspected,suspected_reason,name,email,phone,plan_name,plan_price,promo_code,discount_amount,final_price,ambassador_id,ambassador_email,' +
        'utm_source,utm_medium,utm_campaign,utm_content,utm_term,referrer,landing_path,consent_version,consent_at,language,payload',
    );
    expect(lines[1]).toContain(',2025-08-01T10:00:00.000Z,plan_order,new,false,,Лола,nodira@example.uz,');
    expect(lines[1]).toContain(",'+998 90 111 22 33,Стандарт,,,0,5525000,,,");
    expect(lines[1]).toContain(',telegram,,launch,,,t.me,/smm,2026-11-25,2026-11-25T10:00:00.000Z,uz,');
    expect(lines[2]).toContain(`,"'=cmd|""/c calc""!A1",`);
    expect(lines[2]).toContain(
      `,${ambassador.id},lola@example.uz,,,,,,,,,,ru,"{""comments"":""Да, \\""срочно\\""""}"`,
    );
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);

    expect((await exportLeadsCsv(ctx.db, { format: 'fields', delimiter: ';' })).csv.split('\r\n')[0]).toMatch(
      /^\uFEFFid;created_at;type;/,
    );
  });

  describe('confirmOrder', () => {
    test('marks the order paid and credits 15% of the final price to its ambassador, once', async () => {
      const ambassador = await insertAmbassador(ctx.db, { email: 'Lola@Example.uz' });
      const id = await insertLead(ctx.db, { final_price: 5_525_003, ambassador_id: ambassador.id });
      expect(commissionOf(5_525_003)).toBe(828_750);

      expect(await confirmOrder(ctx.db, id)).toEqual({
        outcome: 'confirmed',
        name: 'Нодира Юсупова',
        commission: {
          credited: true,
          amount: 828_750,
          ambassadorId: ambassador.id,
          ambassadorName: 'Азиз Каримов',
        },
      });
      expect(await earnings(ctx.db, ambassador.id)).toBe(828_750);
      expect(await ctx.db.query('select status from applications where id = $1', [id])).toEqual([
        { status: 'won' },
      ]);
      expect(
        await ctx.db.query(
          'select from_status, to_status, changed_by from lead_status_changes where application_id = $1',
          [id],
        ),
      ).toEqual([{ from_status: 'new', to_status: 'won', changed_by: 'командная строка' }]);

      expect(await confirmOrder(ctx.db, id)).toEqual({ outcome: 'already_paid', name: 'Нодира Юсупова' });
      expect(await earnings(ctx.db, ambassador.id)).toBe(828_750);

      // Even if someone reopens the order by hand, the commission is not paid twice.
      await ctx.db.query("update applications set status = 'new' where id = $1", [id]);
      expect(await confirmOrder(ctx.db, id)).toMatchObject({
        outcome: 'confirmed',
        commission: { credited: false, reason: 'credited_before' },
      });
      expect(await earnings(ctx.db, ambassador.id)).toBe(828_750);
    });

    test('confirming the same order twice at once credits once', async () => {
      const ambassador = await insertAmbassador(ctx.db);
      const id = await insertLead(ctx.db, { final_price: 1_000_000, ambassador_id: ambassador.id });
      const other = ctx.connectAgain?.() ?? ctx.db;
      const results = await Promise.all([confirmOrder(ctx.db, id), confirmOrder(other, id)]);
      expect(results.map((result) => result.outcome).sort()).toEqual(['already_paid', 'confirmed']);
      expect(await earnings(ctx.db, ambassador.id)).toBe(150_000);
    });

    test('no commission when the buyer is the ambassador (e-mail in any case)', async () => {
      const ambassador = await insertAmbassador(ctx.db, { email: 'Lola@Example.UZ' });
      const id = await insertLead(ctx.db, { email: ' lola@example.uz', ambassador_id: ambassador.id });
      expect(await confirmOrder(ctx.db, id)).toMatchObject({
        outcome: 'confirmed',
        commission: { credited: false, reason: 'own_purchase' },
      });
      expect(await earnings(ctx.db, ambassador.id)).toBe(0);
      expect(await ctx.db.query('select * from ambassador_earnings')).toEqual([]);
    });

    test('no commission without an ambassador or without a price', async () => {
      const plain = await insertLead(ctx.db);
      expect(await confirmOrder(ctx.db, plain)).toMatchObject({
        commission: { credited: false, reason: 'no_ambassador' },
      });
      const ambassador = await insertAmbassador(ctx.db);
      const free = await insertLead(ctx.db, { final_price: null, ambassador_id: ambassador.id });
      expect(await confirmOrder(ctx.db, free)).toMatchObject({
        commission: { credited: false, reason: 'no_price' },
      });
      expect(await earnings(ctx.db, ambassador.id)).toBe(0);
    });

    test.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', ''])('%j is not found', async (id) => {
      expect(await confirmOrder(ctx.db, id)).toEqual({ outcome: 'not_found' });
    });
  });
});
