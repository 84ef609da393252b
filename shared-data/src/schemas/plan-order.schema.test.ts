import { planOrderInitialValues } from 'shared-data/forms';
import { planOrderRequiredNotice, planOrderSchema } from 'shared-data/testing';
import { describeContactRules, errorsOf, validContacts } from './test-kit';

const valid = { ...validContacts, planName: 'STARTER' };

describe('planOrderSchema', () => {
  describeContactRules(planOrderSchema, valid);

  it('fills the optional fields with empty strings', () => {
    expect(planOrderSchema.validateSync(valid)).toEqual({ ...valid, comments: '', promoCode: '' });
  });

  it('requires name, e-mail and phone in an empty form, with the spec notice for the toast', () => {
    expect(errorsOf(planOrderSchema, planOrderInitialValues('PRO'))).toEqual({
      name: 'Введите имя',
      email: 'Введите email',
      phone: 'Введите телефон',
    });
    expect(planOrderRequiredNotice).toEqual({
      title: 'Заполните все обязательные поля',
      description: 'Имя, email и телефон обязательны для оформления заявки',
    });
  });

  it.each([
    [undefined, 'Выберите тариф'],
    ['', 'Выберите тариф'],
    ['GOLD', 'Выберите тариф из списка'],
    ['CONSTRUCTOR', 'Выберите тариф из списка'],
    [42, 'Выберите тариф из списка'],
    [{ name: 'PRO' }, 'Неверный формат значения'],
  ])('planName %p gives "%s"', (planName, message) => {
    expect(errorsOf(planOrderSchema, { ...valid, planName }).planName).toBe(message);
  });

  it('accepts every fixed tariff and pack, given back in catalog spelling', () => {
    expect(planOrderSchema.validateSync({ ...valid, planName: ' pro pack ' }).planName).toBe('PRO PACK');
    expect(planOrderSchema.validateSync({ ...valid, planName: 'business+ pack' }).planName).toBe(
      'BUSINESS+ PACK',
    );
    expect(planOrderSchema.validateSync({ ...valid, planName: 'premium' }).planName).toBe('PREMIUM');
  });

  it('limits comments and promo code', () => {
    expect(
      errorsOf(planOrderSchema, { ...valid, comments: 'к'.repeat(2000), promoCode: 'P'.repeat(40) }),
    ).toEqual({});
    expect(
      errorsOf(planOrderSchema, { ...valid, comments: 'к'.repeat(2001), promoCode: 'P'.repeat(41) }),
    ).toEqual({
      comments: 'Комментарий не длиннее 2000 символов',
      promoCode: 'Промокод не длиннее 40 символов',
    });
  });

  it('accepts any non-empty promo code', () => {
    expect(planOrderSchema.validateSync({ ...valid, promoCode: ' ali-15 ' }).promoCode).toBe('ali-15');
  });
});
