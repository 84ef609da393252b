import { describeEachDatabase } from '../test/databases';
import { insertAmbassador } from '../test/fixtures';
import { call } from '../test/handler-support';
import { referralInfo } from './referral-info';

describeEachDatabase('referral-info', (ctx) => {
  beforeEach(async () => {
    await insertAmbassador(ctx.db, {
      name: 'Лола Юсупова',
      email: 'lola@example.uz',
      phone: '+998 90 123 45 67',
      promo_code: 'LOLA15K7',
      referral_id: 'k3m9x2p7qa',
    });
  });

  test('tells the first name and the promo code only', async () => {
    const res = await call(referralInfo, ctx.db, { referral_id: ' k3m9x2p7qa ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'Лола', name_genitive: 'Лолы', promo_code: 'LOLA15K7' });
    for (const value of ['Юсупова', 'lola@example.uz', '998']) {
      expect(res.text).not.toContain(value);
    }
  });

  test.each([['unknown000'], ['K3M9X2P7QA'], ['k3m9x2p7q%']])(
    'an unknown id %j is 404 not_found',
    async (id) => {
      const res = await call(referralInfo, ctx.db, { referral_id: id });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    },
  );

  test.each([
    ['no id', {}, 'Не указана реферальная ссылка'],
    ['a blank id', { referral_id: '  ' }, 'Не указана реферальная ссылка'],
    ['a long id', { referral_id: 'x'.repeat(65) }, 'Слишком длинная реферальная ссылка'],
    ['an array', { referral_id: ['k3m9x2p7qa'] }, 'Неверный формат значения'],
  ])('%s is 400 validation_failed', async (_, body, message) => {
    const res = await call(referralInfo, ctx.db, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 'validation_failed', message: expect.any(String), fields: { referral_id: message } },
    });
  });

  test('an Uzbek page is answered in Uzbek, a bad id and an unknown one alike', async () => {
    const uzbek = { headers: { 'accept-language': 'uz' } };
    expect((await call(referralInfo, ctx.db, { referral_id: 'x'.repeat(65) }, uzbek)).body).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Maydonlar to‘g‘ri to‘ldirilganini tekshiring',
        fields: { referral_id: 'Referal havola juda uzun' },
      },
    });
    expect((await call(referralInfo, ctx.db, { referral_id: ['k3m9x2p7qa'] }, uzbek)).body).toMatchObject({
      error: { fields: { referral_id: 'Qiymat formati noto‘g‘ri' } },
    });
    expect((await call(referralInfo, ctx.db, { referral_id: 'unknown000' }, uzbek)).body).toEqual({
      error: { code: 'not_found', message: 'Referal havola topilmadi' },
    });
    expect((await call(referralInfo, ctx.db, { referral_id: 'unknown000' })).body).toEqual({
      error: { code: 'not_found', message: 'Реферальная ссылка не найдена' },
    });
  });
});
