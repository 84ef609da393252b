import { visitorState } from 'shared-data/page';
import { promoCodeFromSearch } from 'shared-data/site';

const keep = (target: Window, code: string) => {
  try {
    target.localStorage.setItem(visitorState.promoCodeStorageKey, code);
  } catch {
    // Storage off (a private mode): the code lives in the store of this visit once the page's code runs.
  }
};

/**
 * Keeps the referral promo code the visitor brought, before and without the page's code: one linked in the address
 * (`?code=`) at once, and the one a referral landing offers (its markup names it, `data-keeps-promo-code`) once the
 * page is parsed. Every later page then shows and sends it (decision record 030).
 */
export function keepBroughtPromoCode(target: Window = window) {
  const linked = promoCodeFromSearch(target.location.search);
  if (linked) keep(target, linked);
  const { document } = target;
  const fromMarkup = () => {
    const offered = document
      .querySelector(`[${visitorState.keepsPromoCodeAttribute}]`)
      ?.getAttribute(visitorState.keepsPromoCodeAttribute)
      ?.trim();
    if (offered) keep(target, offered);
  };
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', fromMarkup, { once: true });
  else fromMarkup();
}
