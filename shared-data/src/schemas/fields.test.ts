import { fieldLimits, phonePlaceholder } from 'shared-data/forms';
import { parsePhone } from 'shared-data/phone';

describe('shared field rules', () => {
  it('reads the placeholder as a number the phone rule accepts', () => {
    expect(parsePhone(phonePlaceholder)).toBe('+998901234567');
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
