import { migrate } from '../db/migrate';
import { describeEachDatabase } from '../test/databases';
import { migrateBefore } from '../test/migrate-before';

describeEachDatabase(
  'migration 016 (erasures without a hash)',
  (ctx) => {
    test('drops the hash of every audit line and keeps the rest of the line', async () => {
      await migrateBefore(ctx.db, '016');
      await ctx.db.exec(`
        insert into erasures (requested_by, matched_by, subject_hash, leads, mails, ambassadors)
          values ('manager@agency.uz', 'phone', encode(sha256('+998901234567'::bytea), 'hex'), 2, 1, 0);
      `);
      expect(await migrate(ctx.db)).toContain('016_erasure_without_hash.sql');
      expect(
        await ctx.db.query(
          "select column_name from information_schema.columns where table_name = 'erasures' and column_name like '%hash%'",
        ),
      ).toEqual([]);
      expect(
        await ctx.db.query('select requested_by, matched_by, leads, mails, ambassadors from erasures'),
      ).toEqual([
        { requested_by: 'manager@agency.uz', matched_by: 'phone', leads: 2, mails: 1, ambassadors: 0 },
      ]);
    });
  },
  { migrated: false },
);
