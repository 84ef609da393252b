import { describeEachDatabase } from '../test/databases';
import { insertAmbassador } from '../test/fixtures';

describeEachDatabase('the db port', (ctx) => {
  test('query returns plain rows of plain values, with $n parameters', async () => {
    const rows = await ctx.db.query<Record<string, unknown>>(
      `select $1::text as text, $2::int as int, count(*) as count, 7::bigint as big, 2.5::float8 as float,
              true as flag, null::text as nothing, '2025-08-31T18:59:59Z'::timestamptz as at`,
      ['привет', 42],
    );
    expect(rows).toEqual([
      {
        text: 'привет',
        int: 42,
        count: 1,
        big: 7,
        float: 2.5,
        flag: true,
        nothing: null,
        at: new Date('2025-08-31T18:59:59Z'),
      },
    ]);
    expect(Array.isArray(rows)).toBe(true);
  });

  test('jsonb goes in as $n::text::jsonb and comes back parsed', async () => {
    const payload = { name: 'Нодира', services: [{ id: 'logo', qty: 2 }], budget: null, note: '"quoted"' };
    const [row] = await ctx.db.query<{ payload: unknown; kind: string }>(
      `insert into applications (type, name, payload) values ('consultation', 'Нодира', $1::text::jsonb)
       returning payload, jsonb_typeof(payload) as kind`,
      [JSON.stringify(payload)],
    );
    expect(row).toEqual({ payload, kind: 'object' });
    const [stored] = await ctx.db.query<{ name: unknown }>(
      "select payload->>'name' as name from applications",
    );
    expect(stored).toEqual({ name: 'Нодира' });
  });

  test('exec runs several statements', async () => {
    await ctx.db.exec(`
      insert into mail_jobs (template_id) values ('a');
      insert into mail_jobs (template_id) values ('b');
    `);
    expect(await ctx.db.query('select template_id from mail_jobs order by template_id')).toEqual([
      { template_id: 'a' },
      { template_id: 'b' },
    ]);
  });

  test('a transaction commits what its callback did and returns its result', async () => {
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        "insert into applications (type, name) values ('plan_order', 'Азиз') returning id",
      );
      await tx.query("insert into mail_jobs (application_id, template_id) values ($1, 'template_order')", [
        row?.id,
      ]);
      return row?.id;
    });
    expect(id).toEqual(expect.any(String));
    const [count] = await ctx.db.query<{ n: number }>(
      'select count(*) as n from mail_jobs where application_id = $1',
      [id],
    );
    expect(count).toEqual({ n: 1 });
  });

  test('a transaction that throws is rolled back and the error reaches the caller', async () => {
    const failure = ctx.db.transaction(async (tx) => {
      await tx.query("insert into applications (type, name) values ('plan_order', 'Азиз')");
      throw new Error('mail job could not be written');
    });
    await expect(failure).rejects.toThrow('mail job could not be written');
    expect(await ctx.db.query('select * from applications')).toEqual([]);
  });

  test('a failing statement rolls the transaction back', async () => {
    await insertAmbassador(ctx.db, { email: 'taken@example.uz' });
    const failure = ctx.db.transaction(async (tx) => {
      await tx.query("insert into applications (type, name) values ('plan_order', 'Азиз')");
      await insertAmbassador(tx, { email: 'TAKEN@example.uz' });
    });
    await expect(failure).rejects.toThrow(/ambassadors_email_key/);
    expect(await ctx.db.query('select * from applications')).toEqual([]);
  });

  test('using the outer db inside a transaction is an error, not a deadlock', async () => {
    const misuse = ctx.db.transaction(async () => ctx.db.query('select 1'));
    await expect(misuse).rejects.toThrow(/use the tx passed to the callback/);
    expect(await ctx.db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
  });

  test('queries from concurrent requests all complete', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? ctx.db.query<{ n: number }>('select $1::int as n', [i])
          : ctx.db.transaction((tx) => tx.query<{ n: number }>('select $1::int as n', [i])),
      ),
    );
    expect(results.map(([row]) => row?.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
