import { migrate } from '../db/migrate';
import { describeEachDatabase } from '../test/databases';
import { migrateBefore } from '../test/migrate-before';

describeEachDatabase(
  'migration 011 (phones in E.164)',
  (ctx) => {
    test('rewrites the old grouped spelling of stored phones and leaves the rest', async () => {
      await migrateBefore(ctx.db, '011');
      await ctx.db.exec(`
        insert into applications (type, name, email, phone, payload)
          values ('consultation', 'A', 'a@x.uz', '+998 90 123 45 67', '{}'),
                 ('consultation', 'B', 'b@x.uz', '+7 916 123 45 67', '{}'),
                 ('consultation', 'C', 'c@x.uz', '+998712004545', '{}');
        insert into ambassadors (name, email, phone, promo_code, referral_id, referral_link)
          values ('Лола', 'lola@x.uz', '+998 93 111 22 33', 'LOLA15', 'lola', 'https://x.uz/referral/lola');
      `);
      expect(await migrate(ctx.db)).toContain('011_phones_e164.sql');
      const phones = await ctx.db.query<{ phone: string }>(
        'select phone from applications union all select phone from ambassadors order by phone',
      );
      expect(phones.map((row) => row.phone)).toEqual([
        '+7 916 123 45 67',
        '+998712004545',
        '+998901234567',
        '+998931112233',
      ]);
    });
  },
  { migrated: false },
);
