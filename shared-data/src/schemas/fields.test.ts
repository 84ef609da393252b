import { fieldLimits, phonePlaceholder, uzbekPhonePattern } from 'shared-data/forms';

describe('shared field rules', () => {
  it('matches the placeholder and the usual spellings of an Uzbek number', () => {
    for (const phone of [phonePlaceholder, '+998901234567', '998 90 123-45-67', '+998 (71) 200 45 45']) {
      expect(uzbekPhonePattern.test(phone)).toBe(true);
    }
  });

  it('rejects other countries, missing digits and letters', () => {
    for (const phone of [
      '+7 900 123 45 67',
      '90 123 45 67',
      '+998 90 123 45',
      '+998 90 123 45 6789',
      '+998 9O 123 45 67',
    ]) {
      expect(uzbekPhonePattern.test(phone)).toBe(false);
    }
  });

  it('keeps every text limit the forms promise', () => {
    expect(fieldLimits).toMatchObject({
      name: 100,
      email: 254,
      phone: 32,
      company: 150,
      text: 2000,
      promoCode: 40,
    });
  });
});
