import { firstName, firstNameGenitive } from './referral';

describe('firstNameGenitive', () => {
  it.each([
    ['Лола', 'Лолы'],
    ['Малика', 'Малики'],
    ['Азиз', 'Азиза'],
    ['Дильшод', 'Дильшода'],
    ['Бахтиёр', 'Бахтиёра'],
    ['Илья', 'Ильи'],
    ['Нилуфар', 'Нилуфар'],
    ['Jasur', 'Jasur'],
  ])('%s → от %s', (name, genitive) => {
    expect(firstNameGenitive(name)).toBe(genitive);
  });

  it('takes the first word of a full name first', () => {
    expect(firstNameGenitive(firstName('  Зарина Каримова '))).toBe('Зарины');
  });
});
