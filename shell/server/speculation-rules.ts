import type { Hono } from 'hono';
import { languageChoice } from 'shared-data/core';

/** Where the page's speculation rules are served; every page names it in its `Speculation-Rules` header. */
const speculationRulesPath = '/speculation-rules.json';

/**
 * Moving between pages loads the next page's HTML: browsers that support speculation rules prerender the page a link
 * leads to once the visitor shows intent (pointer resting on it, or a touch starting), so the click shows a page that
 * is already there. The team's pages and links marked `nofollow` are left alone, and so is the language switch: where
 * it leads depends on the choice its click makes (the site's address opens in the language chosen last), so a page
 * prerendered before the click would be the one the visitor is leaving.
 */
const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/admin*' } },
          { not: { selector_matches: '[rel~="nofollow"]' } },
          { not: { selector_matches: `[${languageChoice.switchAttribute}]` } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

/** Serves the rules with the type browsers require of them. */
export function registerSpeculationRules(app: Hono) {
  app.get(speculationRulesPath, (c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'application/speculationrules+json');
    return c.body(JSON.stringify(speculationRules));
  });
}

/** The header value that names the rules (a structured-field list of one string). */
export const speculationRulesHeader = `"${speculationRulesPath}"`;
