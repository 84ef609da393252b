import { testDatabases, useDatabase } from '../test/databases';
import { type EdgeServer, startEdgeServer } from '../test/edge-server';
import { openManagerSession } from '../test/manager-session';

const postgres = testDatabases.find((target) => target.name === 'postgres');

// The Edge entries run on PostgreSQL only (Supabase's, or any at DATABASE_URL).
const describeOnPostgres = postgres && !postgres.skipReason ? describe : describe.skip;

describeOnPostgres(`admin-erase under Deno${postgres?.skipReason ? ` (${postgres.skipReason})` : ''}`, () => {
  const ctx = useDatabase(postgres as NonNullable<typeof postgres>);
  let server: EdgeServer | undefined;
  beforeAll(async () => {
    server = await startEdgeServer({
      SITE_URL: 'http://localhost:3000',
      ADMIN_EMAILS: 'manager@agency.uz',
      LEADS_EMAIL: 'leads@agency.uz',
      DATABASE_URL: ctx.url ?? '',
    });
  }, 120_000);
  afterAll(() => server?.stop());

  test('erases, vacuums the tables it touched and answers', async () => {
    await ctx.db.query(
      "insert into applications (type, name, email, source) values ('consultation', 'Нодира', 'nodira@example.uz', '{\"utm_source\":\"google\"}')",
    );
    const vacuums = async () => {
      const [row] = await ctx.db.query<{ n: number }>(
        "select vacuum_count::int as n from pg_stat_user_tables where relname = 'applications'",
      );
      return row?.n ?? 0;
    };
    const before = await vacuums();
    const res = await fetch(`${server?.origin}/functions/v1/admin-erase`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        'x-admin-token': await openManagerSession(ctx.db, 'manager@agency.uz'),
      },
      body: JSON.stringify({ contact: 'nodira@example.uz' }),
    });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 200,
      body: { leads: 1, mails: 0, ambassadors: 0 },
    });
    expect(await ctx.db.query('select name, email, source from applications')).toEqual([
      { name: 'Удалено по запросу', email: null, source: {} },
    ]);
    expect(await vacuums()).toBe(before + 1);
    expect(server?.output()).not.toMatch(/"level":"error"/);
  });
});
