import { describeEachDatabase } from '../test/databases';
import { insertAmbassador } from '../test/fixtures';
import { call } from '../test/handler-support';
import { ambassadorLookup } from './ambassador-lookup';

describeEachDatabase('ambassador-lookup', (ctx) => {
  beforeEach(async () => {
    await insertAmbassador(ctx.db, {
      name: 'Лола Юсупова',
      email: 'Lola@Example.uz',
      promo_code: 'LOLA15K7',
    });
  });

  test.each([['Lola@Example.uz'], ['lola@example.uz'], ['  LOLA@EXAMPLE.UZ ']])(
    'a registered e-mail (%j) exists, and nothing else is said',
    async (email) => {
      const res = await call(ambassadorLookup, ctx.db, { email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ exists: true });
      for (const value of ['Лола', 'LOLA15K7', 'referral', '998']) {
        expect(res.text).not.toContain(value);
      }
    },
  );

  test('an unknown e-mail does not exist', async () => {
    const res = await call(ambassadorLookup, ctx.db, { email: 'someone@example.uz' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ exists: false });
  });

  test('an e-mail pattern matches nothing', async () => {
    const res = await call(ambassadorLookup, ctx.db, { email: '%@example.uz' });
    expect(res.body).toEqual({ exists: false });
  });

  test.each([
    ['no e-mail', {}, 'Введите email'],
    ['a bad e-mail', { email: 'lola' }, 'Введите корректный email'],
    ['an object', { email: { $ne: '' } }, 'Неверный формат значения'],
  ])('%s is 400 validation_failed', async (_, body, message) => {
    const res = await call(ambassadorLookup, ctx.db, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 'validation_failed', message: expect.any(String), fields: { email: message } },
    });
  });
});
