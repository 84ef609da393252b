import { findOrderableOffer, promoDiscount } from 'shared-data/core';
import { submitApplication } from '../handlers/submit-application';
import { describeEachDatabase } from '../test/databases';
import { insertAmbassador, memoryLogger, postJson, testEnv } from '../test/fixtures';
import { promoLookupBlockedFor, promoMissPolicy, recordPromoMiss } from './promo-misses';

const buyer = '203.0.113.7';
const price = findOrderableOffer('BUSINESS')?.price ?? 0;

describeEachDatabase('promo code misses', (ctx) => {
  const missTimes = async (times: number, client = buyer) => {
    for (let index = 0; index < times; index++) {
      await recordPromoMiss(ctx.db, client);
    }
  };

  const submit = (promoCode: string, client = buyer) =>
    submitApplication(
      new Request(
        'http://localhost/functions/v1/submit-application',
        postJson({
          type: 'plan_order',
          name: 'Бекзод Алиев',
          email: 'bekzod@example.uz',
          phone: '+998907654321',
          plan_name: 'BUSINESS',
          plan_price: String(price),
          comments: '',
          promo_code: promoCode,
          form_started_at: Date.now() - 30_000,
          website: '',
        }),
      ),
      { db: ctx.db, env: testEnv(), logger: memoryLogger().logger },
      { client },
    );
  const lastLead = async () => {
    const rows = await ctx.db.query<{
      promo_code: string;
      discount_amount: string;
      ambassador_id: string | null;
    }>(
      'select promo_code, discount_amount::int8 as discount_amount, ambassador_id from applications order by created_at desc limit 1',
    );
    return rows[0];
  };

  test('the limit is 10 misses in 10 minutes', async () => {
    expect(promoMissPolicy).toEqual({ maxMisses: 10, windowMinutes: 10 });
    await missTimes(9);
    expect(await promoLookupBlockedFor(ctx.db, buyer)).toBeUndefined();
    await missTimes(1);
    expect(await promoLookupBlockedFor(ctx.db, buyer)).toBeGreaterThan(590);
    expect(await promoLookupBlockedFor(ctx.db, '198.51.100.2')).toBeUndefined();
  });

  test('a lead with a code nobody owns counts a miss', async () => {
    expect((await submit('NOPE15-2222222')).status).toBe(200);
    expect(await ctx.db.query('select client from promo_code_misses')).toEqual([{ client: buyer }]);
  });

  test('an ambassador’s code in a lead counts no miss', async () => {
    await insertAmbassador(ctx.db, { promo_code: 'LOLA15-7KQ3XWP' });
    const res = await submit('lola15-7kq3xwp');
    expect(await res.json()).toMatchObject({ discount_amount: promoDiscount(price) });
    expect(await ctx.db.query('select client from promo_code_misses')).toEqual([]);
  });

  test('over the limit a lead is still stored, without discount or ambassador', async () => {
    await insertAmbassador(ctx.db, { promo_code: 'LOLA15-7KQ3XWP' });
    await missTimes(10);
    const res = await submit('LOLA15-7KQ3XWP');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, discount_amount: 0, final_price: price });
    expect(await lastLead()).toEqual({
      promo_code: 'LOLA15-7KQ3XWP',
      discount_amount: 0,
      ambassador_id: null,
    });
    const [ambassador] = await ctx.db.query<{ total_referrals: number }>(
      'select total_referrals from ambassadors',
    );
    expect(ambassador?.total_referrals).toBe(0);
  });

  test('another client’s code still counts while one client is over the limit', async () => {
    const lola = await insertAmbassador(ctx.db, { promo_code: 'LOLA15-7KQ3XWP' });
    await missTimes(10);
    const res = await submit('LOLA15-7KQ3XWP', '198.51.100.2');
    expect(await res.json()).toMatchObject({ discount_amount: promoDiscount(price) });
    expect(await lastLead()).toMatchObject({ ambassador_id: lola.id });
  });
});
