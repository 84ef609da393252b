import { describeEachDatabase } from '../test/databases';
import { insertAmbassador, memoryLogger, postJson, testEnv } from '../test/fixtures';
import { checkPromoCode } from './check-promo-code';

const call = (body: unknown, db: Parameters<typeof checkPromoCode>[1]['db']) =>
  checkPromoCode(new Request('http://localhost/functions/v1/check-promo-code', postJson(body)), {
    db,
    env: testEnv(),
    logger: memoryLogger().logger,
  });

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
});
