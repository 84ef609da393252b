import { forgetSentNotice, keepBroughtPromoCode, keepHandedAmbassadorSession } from './visitor-state';

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

describe('keepHandedAmbassadorSession', () => {
  const on = (path: string) =>
    ({ location: new URL(`https://agency.example${path}`), localStorage, document }) as unknown as Window;

  it('keeps the session the server handed over for the dashboard, and clears its cookie', () => {
    keepHandedAmbassadorSession(on('/ambassador'));
    expect(localStorage.getItem('ambassadorToken')).toBeNull();
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie as the server's answer leaves it.
    document.cookie = 'ambassador_token=t.1%2B2; Path=/';
    // biome-ignore lint/suspicious/noDocumentCookie: another cookie of the site beside it.
    document.cookie = 'other=1; Path=/';
    keepHandedAmbassadorSession(on('/ambassador'));
    expect(localStorage.getItem('ambassadorToken')).toBe('t.1+2');
  });

  it('keeps it on the Uzbek dashboard too, and clears the cookie where the server put it for that page', () => {
    localStorage.removeItem('ambassadorToken');
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie as the server's answer leaves it.
    document.cookie = 'ambassador_token=t.uz; Path=/';
    const written = jest.spyOn(document, 'cookie', 'set');
    keepHandedAmbassadorSession(on('/uz/ambassador'));
    expect(localStorage.getItem('ambassadorToken')).toBe('t.uz');
    expect(written).toHaveBeenCalledWith(
      'ambassador_token=; Max-Age=0; Path=/uz/ambassador; SameSite=Strict',
    );
    written.mockRestore();
  });

  it('reads no cookie off the dashboard’s pages, where the browser does not give that one', () => {
    const cookie = jest.spyOn(document, 'cookie', 'get');
    keepHandedAmbassadorSession(on('/ambassadors'));
    keepHandedAmbassadorSession(on('/pricing'));
    keepHandedAmbassadorSession(on('/uz/pricing'));
    expect(cookie).not.toHaveBeenCalled();
    keepHandedAmbassadorSession(on('/ambassador/promo-codes'));
    expect(cookie).toHaveBeenCalled();
    cookie.mockRestore();
  });
});

describe('forgetSentNotice', () => {
  it('takes the thanks of a form sent without script off the address, keeping the rest of it', () => {
    window.history.replaceState(
      null,
      '',
      '/ambassador?code=LOLA15-7K2QXWP&sent=ambassador_registration&welcome=r1.sig#top',
    );
    forgetSentNotice();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/ambassador?code=LOLA15-7K2QXWP#top',
    );
  });

  it('leaves any other address alone', () => {
    window.history.replaceState({ kept: true }, '', '/pricing?code=LOLA15-7K2QXWP');
    forgetSentNotice();
    expect(window.location.search).toBe('?code=LOLA15-7K2QXWP');
    expect(window.history.state).toEqual({ kept: true });
  });
});
