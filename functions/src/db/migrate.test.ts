import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEachDatabase } from '../test/databases';
import { recordingDb } from '../test/recording-db';
import { type MigrationStep, migrate, migrationsDir } from './migrate';

const shippedMigrations = readdirSync(migrationsDir)
  .filter((name) => name.endsWith('.sql'))
  .sort();

const tempMigrations = (files: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const [name, sql] of Object.entries(files)) {
    writeFileSync(join(dir, name), sql);
  }
  return dir;
};

const tableNames = async (db: Parameters<typeof migrate>[0]) =>
  (
    await db.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    )
  ).map((row) => row.name);

describeEachDatabase(
  'migrate',
  (ctx) => {
    let dirs: string[] = [];
    const dirOf = (files: Record<string, string>) => {
      const dir = tempMigrations(files);
      dirs.push(dir);
      return dir;
    };
    afterEach(() => {
      for (const dir of dirs) {
        rmSync(dir, { recursive: true, force: true });
      }
      dirs = [];
    });

    test('applies the shipped migrations once, in name order', async () => {
      expect(await migrate(ctx.db)).toEqual(shippedMigrations);
      expect(await migrate(ctx.db)).toEqual([]);

      const recorded = await ctx.db.query<{ name: string }>(
        'select name from schema_migrations order by name',
      );
      expect(recorded.map((row) => row.name)).toEqual(shippedMigrations);
      expect(await tableNames(ctx.db)).toEqual([
        'ambassador_codes',
        'ambassador_earnings',
        'ambassador_tokens',
        'ambassadors',
        'applications',
        'erasures',
        'lead_notes',
        'lead_status_changes',
        'lead_work_changes',
        'mail_jobs',
        'manager_codes',
        'manager_sessions',
        'managers',
        'promo_code_misses',
        'rate_limit_hits',
        'schema_migrations',
      ]);
    });

    test('creates the tables of the contract with their constraints', async () => {
      await migrate(ctx.db);
      const insert = (email: string, promo: string, ref: string) =>
        ctx.db.query(
          `insert into ambassadors (name, email, promo_code, referral_id, referral_link)
           values ('Лола', $1, $2, $3, 'http://localhost:3000/referral/x')`,
          [email, promo, ref],
        );
      await insert('lola@example.uz', 'LOLA15', 'r1');
      await expect(insert('LOLA@Example.UZ', 'OTHER', 'r2')).rejects.toThrow(/ambassadors_email_key/);
      await expect(insert('other@example.uz', 'lola15', 'r3')).rejects.toThrow(/ambassadors_promo_code_key/);

      const [ambassador] = await ctx.db.query<{ total_referrals: number; total_earnings: number }>(
        'select total_referrals, total_earnings from ambassadors',
      );
      expect(ambassador).toEqual({ total_referrals: 0, total_earnings: 0 });

      const lead = (key: string) =>
        ctx.db.query<{ id: string }>(
          `insert into applications (type, name, email, phone, payload, idempotency_key)
           values ('consultation', 'Нодира', 'n@example.uz', '+998901112233', $1::text::jsonb, $2) returning id`,
          [JSON.stringify({ comments: 'Нет комментариев' }), key],
        );
      const [first] = await lead('key-1');
      await expect(lead('key-1')).rejects.toThrow(/idempotency_key/);
      await ctx.db.query(
        `insert into mail_jobs (application_id, template_id, params) values ($1, 'template_lead', '{}')`,
        [first?.id],
      );
      const [job] = await ctx.db.query<{ status: string; attempts: number; sent_at: Date | null }>(
        'select status, attempts, sent_at from mail_jobs',
      );
      expect(job).toEqual({ status: 'pending', attempts: 0, sent_at: null });
    });

    test('a failing migration is rolled back and applied again once fixed', async () => {
      const files = {
        '001_a.sql': 'create table a (id int primary key);',
        '002_b.sql': 'create table b (id int primary key); select 1 / 0;',
      };
      await expect(migrate(ctx.db, dirOf(files))).rejects.toThrow(
        /Migration 002_b\.sql failed: division by zero/,
      );
      expect(await tableNames(ctx.db)).toEqual(['a', 'schema_migrations']);

      const fixed = dirOf({ ...files, '002_b.sql': 'create table b (id int primary key);' });
      expect(await migrate(ctx.db, fixed)).toEqual(['002_b.sql']);
      expect(await tableNames(ctx.db)).toEqual(['a', 'b', 'schema_migrations']);
    });

    test('tells of each migration before it runs, numbered among those to apply; an up-to-date schema is one transaction', async () => {
      const files = { '001_a.sql': 'create table a (id int primary key);' };
      await migrate(ctx.db, dirOf(files));
      const steps: MigrationStep[] = [];
      const more = dirOf({
        ...files,
        '002_b.sql': 'create table b (id int primary key);',
        '003_c.sql': 'create table c (id int primary key);',
      });
      expect(await migrate(ctx.db, more, { onStep: (step) => steps.push(step) })).toEqual([
        '002_b.sql',
        '003_c.sql',
      ]);
      expect(steps).toEqual([
        { name: '002_b.sql', number: 1, count: 2 },
        { name: '003_c.sql', number: 2, count: 2 },
      ]);

      const recording = recordingDb(ctx.db);
      expect(await migrate(recording.db, more, { onStep: (step) => steps.push(step) })).toEqual([]);
      expect(recording.take().filter((statement) => statement === 'begin')).toHaveLength(1);
      expect(steps).toHaveLength(2);
    });

    test('runners starting together apply each migration exactly once', async () => {
      // Without the lock the second `create table` fails, as it has no `if not exists`.
      const dir = dirOf({
        '001_a.sql': 'create table a (id int primary key);',
        '002_b.sql': 'create table b (id int primary key); select pg_sleep(0.2);',
        '003_c.sql': 'create table c (id int primary key);',
      });
      const runners = [ctx.db, ctx.connectAgain?.() ?? ctx.db, ctx.connectAgain?.() ?? ctx.db];
      const results = await Promise.all(runners.map((db) => migrate(db, dir)));
      expect(results.flat().sort()).toEqual(['001_a.sql', '002_b.sql', '003_c.sql']);
      const recorded = await ctx.db.query<{ n: number }>('select count(*) as n from schema_migrations');
      expect(recorded).toEqual([{ n: 3 }]);
    });
  },
  { migrated: false },
);
