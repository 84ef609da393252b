import { keepBroughtPromoCode } from './kept-promo-code';

const kept = () => localStorage.getItem('referralPromoCode');

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('keepBroughtPromoCode', () => {
  it('keeps a code linked in the address at once', () => {
    const target = {
      location: new URL('https://agency.example/pricing?code=%20LOLA15-7K2QXWP'),
      localStorage,
      document,
    };
    keepBroughtPromoCode(target as unknown as Window);
    expect(kept()).toBe('LOLA15-7K2QXWP');
  });

  it("keeps the code a referral landing's markup offers, and nothing on another page", () => {
    const target = { location: new URL('https://agency.example/referral/r1'), localStorage, document };
    keepBroughtPromoCode(target as unknown as Window);
    expect(kept()).toBeNull();
    document.body.innerHTML = '<p data-keeps-promo-code="DILNOZA15-VNPUUUK">Промокод сохранён</p>';
    keepBroughtPromoCode(target as unknown as Window);
    expect(kept()).toBe('DILNOZA15-VNPUUUK');
  });
});
