import { promoCodeFromSearch } from './referral';

describe('promoCodeFromSearch', () => {
  it.each([
    ['?code=LOLA15-7KQ3XWP', 'LOLA15-7KQ3XWP'],
    ['?utm=x&code=%20AMB15AB%20', 'AMB15AB'],
    ['?code=', null],
    ['?code=%20%20', null],
    ['', null],
    [`?code=${'A'.repeat(65)}`, null],
  ])('%s → %s', (search, code) => {
    expect(promoCodeFromSearch(search)).toBe(code);
  });
});
