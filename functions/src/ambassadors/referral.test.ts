import { firstName, firstNameGenitive, generateReferralId, referralLink } from './referral';

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

describe('referral ids and links', () => {
  test('a referral id is 10 lower-case base32 characters', () => {
    const ids = Array.from({ length: 1000 }, generateReferralId);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-hjkmnp-tv-z]{10}$/);
    }
    expect(new Set(ids).size).toBe(1000);
  });

  test('the link is the referral landing with the code', () => {
    expect(referralLink('https://agency.uz', 'k3m9x2p7qa', 'LOLA15K7')).toBe(
      'https://agency.uz/referral/k3m9x2p7qa?code=LOLA15K7',
    );
  });

  test('the public name is the first word', () => {
    expect(firstName('  Лола   Юсупова ')).toBe('Лола');
    expect(firstName('Азиз')).toBe('Азиз');
  });
});
