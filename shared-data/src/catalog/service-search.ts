/** The search starts once the query is longer than this many characters. */
export const searchMinQueryLength = 2;
/** The search shows at most this many suggestions. */
export const searchMaxResults = 5;

/**
 * A name or a query as the search compares them: in lower case, with every apostrophe as one (an Uzbek visitor types
 * o' or oʻ for the site's o‘, and ' for its ’), and hyphens and runs of spaces as one space («internet do'kon» finds
 * «Internet-do‘kon yaratish»).
 */
const comparable = (text: string) =>
  text
    .toLocaleLowerCase('ru-RU')
    .replace(/['`ʻʼ‘’]/g, '’')
    .replace(/[\s-]+/g, ' ');

/**
 * The suggestions whose service contains the query, case-insensitively, in their order, at most `searchMaxResults`.
 * A query of `searchMinQueryLength` characters or fewer (after trimming) finds nothing. The home page's search box
 * gets its suggestions, in its page's language, with its props (`searchSuggestions` of `shared-data/catalog`).
 */
export function findSuggestions<Suggestion extends { service: string }>(
  suggestions: readonly Suggestion[],
  query: string,
): Suggestion[] {
  const needle = comparable(query.trim());
  if (needle.length <= searchMinQueryLength) return [];
  return suggestions
    .filter((suggestion) => comparable(suggestion.service).includes(needle))
    .slice(0, searchMaxResults);
}
