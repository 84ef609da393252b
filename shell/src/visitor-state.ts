import { promoCodeFromSearch, sentNoticeParams, visitorState } from 'shared-data/page';

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

/**
 * The ambassador's pages (in the page's language) the page is, or is below: where the dashboard's session and its
 * cookie live. None on other pages.
 */
const ambassadorPagesOf = ({ pathname }: Location | URL): string | undefined =>
  visitorState.ambassadorPaths.find((path) => pathname === path || pathname.startsWith(`${path}/`));

/** Whether the page is the ambassador's dashboard or below it, in either language. */
export const onAmbassadorPages = (at: Location | URL): boolean => ambassadorPagesOf(at) !== undefined;

/**
 * Keeps the dashboard's session the site's server handed over in a cookie (a registration posted by the platform,
 * before the page's code ran) where the dashboard reads it, and clears the cookie: the ambassador's page then runs its
 * code at once and opens the dashboard, as after a registration sent by script. The cookie's path is the dashboard's,
 * so other pages do not read the cookies at all: that read asks the browser's network process and costs 1–4 ms here.
 */
export function keepHandedAmbassadorSession(target: Window = window) {
  const pages = ambassadorPagesOf(target.location);
  if (!pages) return;
  const name = visitorState.ambassadorTokenCookie;
  const { document } = target;
  const handed = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!handed) return;
  document.cookie = `${name}=; Max-Age=0; Path=${pages}; SameSite=Strict`;
  try {
    target.localStorage.setItem(visitorState.ambassadorTokenStorageKey, decodeURIComponent(handed));
  } catch {
    // Storage off: the dashboard opens by the mailed code instead.
  }
}

/**
 * A page that thanks for a form sent without script thanks once: its address loses the form's name and a new
 * ambassador's note (`sentNoticeParams`), so a reload, a bookmark or the address passed on shows the page itself, and
 * an ambassador who has logged out meanwhile does not see their promo code again.
 */
export function forgetSentNotice(target: Window = window) {
  const url = new URL(target.location.href);
  const names = Object.values(sentNoticeParams).filter((name) => url.searchParams.has(name));
  if (names.length === 0) return;
  for (const name of names) url.searchParams.delete(name);
  target.history.replaceState(target.history.state, '', url);
}
