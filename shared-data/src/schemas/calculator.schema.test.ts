import { calculatorInitialValues } from 'shared-data/forms';
import { calculatorSchema } from 'shared-data/testing';
import { describeContactRules, errorsOf, validContacts } from './test-kit';

const valid = {
  ...validContacts,
  companyActivity: 'Кофейня',
  meetingFormat: 'online',
  selection: { 'content-plan': 10 },
};
const selectionError = (selection: unknown) => errorsOf(calculatorSchema, { ...valid, selection }).selection;
const outOfBounds = 'Сумма должна быть от 6\u00a0500\u00a0000 до 39\u00a0000\u00a0000\u00a0сум';

describe('calculatorSchema', () => {
  describeContactRules(calculatorSchema, valid);

  it('requires the company activity and the meeting format, like the custom request', () => {
    const { companyActivity: _activity, meetingFormat: _format, ...rest } = valid;
    expect(errorsOf(calculatorSchema, rest)).toEqual({
      companyActivity: 'Укажите сферу деятельности',
      meetingFormat: 'Выберите формат встречи',
    });
  });

  it('has no budget, promo code or comments', () => {
    expect(Object.keys(calculatorSchema.fields)).not.toEqual(expect.arrayContaining(['budget']));
    expect(Object.keys(calculatorSchema.fields)).not.toContain('promoCode');
    expect(Object.keys(calculatorSchema.fields)).not.toContain('comments');
  });

  it.each([
    [{ 'content-plan': 10 }, 'the minimum exactly'],
    [{ website: 10 }, 'the maximum exactly'],
    [{ 'logo-design': 1, 'brand-identity': 2, reels: 5 }, 'a mix'],
  ])('accepts %o (%s)', (selection, _case) => {
    expect(selectionError(selection)).toBeUndefined();
  });

  it.each([
    [{}, 'Выберите хотя бы одну услугу'],
    [undefined, 'Выберите хотя бы одну услугу'],
    [null, 'Выберите хотя бы одну услугу'],
    [{ 'content-plan': 9 }, outOfBounds],
    [{ website: 10, stories: 1 }, outOfBounds],
    [{ 'time-machine': 1 }, 'Неизвестная услуга: time-machine'],
    [{ 'logo-design': 0 }, 'Количество должно быть целым числом от 1 до 100'],
    [{ 'logo-design': 1.5 }, 'Количество должно быть целым числом от 1 до 100'],
    [{ 'logo-design': '7' }, 'Количество должно быть целым числом от 1 до 100'],
    [['logo-design'], 'Неверный формат списка услуг'],
    ['logo-design', 'Неверный формат списка услуг'],
  ])('rejects the selection %p with "%s"', (selection, message) => {
    expect(selectionError(selection)).toBe(message);
  });

  it('starts with nothing picked', () => {
    expect(calculatorInitialValues.selection).toEqual({});
    expect(errorsOf(calculatorSchema, calculatorInitialValues).selection).toBe(
      'Выберите хотя бы одну услугу',
    );
  });
});
