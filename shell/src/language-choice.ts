import { languageChoice } from 'shared-data/page';

/** How long the choice of a language is kept: a year, as a visitor expects a site to remember it. */
const keptSeconds = 365 * 24 * 60 * 60;

/**
 * A click on the language switch, before the link is followed: the language chosen is kept in a cookie (the server
 * opens the home page in it next time), and the section the visitor reads and the address's query (a referral code)
 * go over to the other language's page, as the switch's address, rendered on the server, cannot know them. Runs in the early script, so a switch touched before
 * any code of the page does the same; without scripts the link still leads to the page in the other language.
 */
export function keepLanguageChoice(target: Window = window) {
  target.document.addEventListener(
    'click',
    (event) => {
      const found = event.target instanceof Element ? event.target.closest('a') : null;
      const language = found?.getAttribute(languageChoice.switchAttribute);
      if (!found || !language) return;
      target.document.cookie = `${languageChoice.cookie}=${encodeURIComponent(language)}; Path=/; Max-Age=${keptSeconds}; SameSite=Lax`;
      const { hash, search } = target.location;
      if (!hash && !search) return;
      const url = new URL(found.href, target.location.href);
      // A page served to everyone was rendered without the query this visitor came with (a referral code).
      if (!url.search) url.search = search;
      url.hash = hash;
      found.href = url.href;
    },
    { capture: true },
  );
}
