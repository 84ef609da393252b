import { defineBook, type Language, paths } from 'shared-data/site';
import type ruSearchKeywords from './texts/search-keywords.ru';

/** The two divisions a search suggestion can lead to. */
export type Division = 'marketing' | 'digital';

/** The home page search's services and buttons in each language. */
export const searchKeywordsTexts = defineBook<typeof ruSearchKeywords>('catalog/search-keywords', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-catalog" */ './texts/search-keywords.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-catalog" */ './texts/search-keywords.uz'),
});

/** The search's book, as each language gives it. */
export type SearchKeywordsTexts = typeof ruSearchKeywords;

/** How a suggestion of each division is badged and where its button goes, in every language. */
export const divisionLinks = {
  marketing: { badge: 'Marketing Agency', href: paths.marketing },
  digital: { badge: 'Digital Agency', href: paths.digital },
} as const;

/** How a suggestion of each division is badged, what its action button says and where it goes. */
export type SearchDivisions = {
  readonly [D in Division]: {
    readonly badge: (typeof divisionLinks)[D]['badge'];
    readonly action: string;
    readonly href: (typeof divisionLinks)[D]['href'];
  };
};

/** A suggestion of the home page search. */
export type SearchSuggestion = {
  [D in Division]: {
    service: string;
    type: D;
    badge: SearchDivisions[D]['badge'];
    action: string;
    href: SearchDivisions[D]['href'];
  };
}[Division];

/**
 * Each division's badge, button and link, the button in the language of `texts`. (The language is taken for
 * the builders' one signature: the words are all in the book.)
 */
export function searchDivisionsIn(texts: SearchKeywordsTexts, _language: Language): SearchDivisions {
  const { marketing, digital } = divisionLinks;
  return {
    marketing: { badge: marketing.badge, action: texts.actions.marketing, href: marketing.href },
    digital: { badge: digital.badge, action: texts.actions.digital, href: digital.href },
  };
}

/**
 * Every suggestion of the home page search in the language of `texts`, marketing first: what the search box
 * gets with its props and matches a query in (`findSuggestions`).
 */
export function searchSuggestionsIn(
  texts: SearchKeywordsTexts,
  language: Language,
): readonly SearchSuggestion[] {
  const divisions = searchDivisionsIn(texts, language);
  return [
    ...texts.marketing.map((service) => ({ service, type: 'marketing' as const, ...divisions.marketing })),
    ...texts.digital.map((service) => ({ service, type: 'digital' as const, ...divisions.digital })),
  ];
}
