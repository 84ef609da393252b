import { describeEachDatabase } from '../test/databases';
import { insertAmbassador, memoryLogger, postJson, testEnv } from '../test/fixtures';
import { countRows } from '../test/handler-support';
import { checkPromoCode } from './check-promo-code';

const call = (body: unknown, db: Parameters<typeof checkPromoCode>[1]['db'], client = '203.0.113.7') =>
  checkPromoCode(
    new Request('http://localhost/functions/v1/check-promo-code', postJson(body)),
    { db, env: testEnv(), logger: memoryLogger().logger },
    { client },
  );

describeEachDatabase('check-promo-code', (ctx) => {
  beforeEach(async () => {
    await insertAmbassador(ctx.db, { promo_code: 'LOLA15' });
  });

  test('an ambassador’s code gives the buyer discount', async () => {
    const res = await call({ code: 'LOLA15' }, ctx.db);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ valid: true, discount_percent: 15 });
  });

  test('the code is matched case-insensitively and trimmed', async () => {
    const res = await call({ code: '  lola15 ' }, ctx.db);
    expect(await res.json()).toEqual({ valid: true, discount_percent: 15 });
  });

  test('an unknown code gives no discount', async () => {
    const res = await call({ code: 'LOLA16' }, ctx.db);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ valid: false, discount_percent: 0 });
  });

  test('a new-format code matches as typed, in lower case and with spaces around', async () => {
    await insertAmbassador(ctx.db, { promo_code: 'MALIKA15-7KQ3XWP' });
    for (const code of ['MALIKA15-7KQ3XWP', 'malika15-7kq3xwp', ' Malika15-7Kq3xwP ']) {
      expect(await (await call({ code }, ctx.db)).json()).toEqual({ valid: true, discount_percent: 15 });
    }
    expect(await (await call({ code: 'MALIKA15-7KQ3XW' }, ctx.db)).json()).toEqual({
      valid: false,
      discount_percent: 0,
    });
  });

  test('an old-format code keeps working', async () => {
    await insertAmbassador(ctx.db, { promo_code: 'AZIZ15K7' });
    expect(await (await call({ code: 'aziz15k7' }, ctx.db)).json()).toEqual({
      valid: true,
      discount_percent: 15,
    });
  });

  test('a code that only matches by pattern is not valid', async () => {
    const res = await call({ code: 'LOLA%' }, ctx.db);
    expect(await res.json()).toEqual({ valid: false, discount_percent: 0 });
  });

  test.each([
    ['missing', {}, 'Введите промокод'],
    ['blank', { code: '   ' }, 'Введите промокод'],
    ['too long', { code: 'X'.repeat(41) }, 'Промокод не длиннее 40 символов'],
    ['not a string', { code: { nested: true } }, 'Неверный формат значения'],
  ])('a %s code is a validation error', async (_, body, message) => {
    const res = await call(body, ctx.db);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'validation_failed', message: expect.any(String), fields: { code: message } },
    });
  });

  test('a body that is not JSON is refused', async () => {
    const res = await call('{"code":', ctx.db);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_json', message: expect.stringMatching(/JSON/) },
    });
  });

  describe('wrong codes per client', () => {
    const miss = (client = '203.0.113.7') => call({ code: 'NOPE15-2222222' }, ctx.db, client);
    const missTimes = async (times: number, client?: string) => {
      for (let index = 0; index < times; index++) {
        expect((await miss(client)).status).toBe(200);
      }
    };

    test('10 wrong codes in 10 minutes: the 11th check is 429 with Retry-After, even for a right code', async () => {
      await missTimes(10);
      const res = await miss();
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({
        error: { code: 'rate_limited', message: expect.stringMatching(/^Слишком много неверных промокодов/) },
      });
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(590);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect((await call({ code: 'LOLA15' }, ctx.db)).status).toBe(429);
      expect(await countRows(ctx.db, 'promo_code_misses')).toBe(10);
    });

    test('right codes do not count', async () => {
      await missTimes(9);
      for (let index = 0; index < 5; index++) {
        expect(await (await call({ code: 'LOLA15' }, ctx.db)).json()).toEqual({
          valid: true,
          discount_percent: 15,
        });
      }
      expect((await miss()).status).toBe(200);
      expect((await miss()).status).toBe(429);
    });

    test('one client’s misses do not block another', async () => {
      await missTimes(10, '203.0.113.7');
      expect((await miss('203.0.113.7')).status).toBe(429);
      expect((await call({ code: 'LOLA15' }, ctx.db, '198.51.100.2')).status).toBe(200);
      expect((await miss('198.51.100.2')).status).toBe(200);
    });

    test('Retry-After runs until the oldest counted miss leaves the window; then checks open again', async () => {
      await missTimes(10);
      await ctx.db.query(
        "update promo_code_misses set missed_at = now() - interval '9 minutes 30 seconds' where id = (select min(id) from promo_code_misses)",
      );
      const blocked = await miss();
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(30);
      await ctx.db.query(
        "update promo_code_misses set missed_at = now() - interval '11 minutes' where id = (select min(id) from promo_code_misses)",
      );
      expect((await miss()).status).toBe(200);
    });

    test('a new miss deletes misses no window counts any more', async () => {
      await missTimes(3, '198.51.100.2');
      await ctx.db.query("update promo_code_misses set missed_at = now() - interval '11 minutes'");
      await miss();
      expect(await ctx.db.query('select client from promo_code_misses')).toEqual([{ client: '203.0.113.7' }]);
    });

    test('a client without a known address is not counted', async () => {
      await missTimes(12, 'unknown');
      expect(await countRows(ctx.db, 'promo_code_misses')).toBe(0);
    });
  });
});
