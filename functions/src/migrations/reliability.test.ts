import { describeEachDatabase } from '../test/databases';
import { insertAmbassador } from '../test/fixtures';

describeEachDatabase('migration 003 (reliability)', (ctx) => {
  test('row level security is on for every table of the public schema, with no policy', async () => {
    const tables = await ctx.db.query<{ name: string; rls: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p')
       order by c.relname`,
    );
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['ambassadors', 'applications', 'mail_jobs', 'schema_migrations']),
    );
    expect(tables.filter((table) => !table.rls)).toEqual([]);
    expect(await ctx.db.query("select policyname from pg_policies where schemaname = 'public'")).toEqual([]);
  });

  test('a role without a policy reads and writes nothing, even with table grants', async () => {
    await insertAmbassador(ctx.db, { email: 'lola@example.uz' });
    await ctx.db.exec(`
      do $$ begin
        if not exists (select 1 from pg_roles where rolname = 'rls_probe') then create role rls_probe; end if;
      end $$;
      grant usage on schema public to rls_probe;
      grant select, insert on ambassadors to rls_probe;
    `);
    try {
      const seen = await ctx.db.transaction(async (tx) => {
        await tx.exec('set local role rls_probe');
        return tx.query('select email from ambassadors');
      });
      expect(seen).toEqual([]);
      await expect(
        ctx.db.transaction(async (tx) => {
          await tx.exec('set local role rls_probe');
          await tx.query(
            "insert into ambassadors (name, email, promo_code, referral_id, referral_link) values ('x', 'x@x.uz', 'X', 'x', 'x')",
          );
        }),
      ).rejects.toThrow(/row-level security/);
    } finally {
      await ctx.db.exec(
        'revoke all on ambassadors from rls_probe; revoke usage on schema public from rls_probe;',
      );
    }
  });

  test('mail jobs are due at once by default', async () => {
    await ctx.db.query("insert into mail_jobs (template_id) values ('template_lead')");
    const [job] = await ctx.db.query<{ due: boolean; claim_token: string | null }>(
      'select next_attempt_at <= now() as due, claim_token from mail_jobs',
    );
    expect(job).toEqual({ due: true, claim_token: null });
  });
});
