/** The search starts once the query is longer than this many characters. */
export const searchMinQueryLength = 2;
/** The search shows at most this many suggestions. */
export const searchMaxResults = 5;

/**
 * The suggestions whose service contains the query, case-insensitively, in their order, at most `searchMaxResults`.
 * A query of `searchMinQueryLength` characters or fewer (after trimming) finds nothing. The home page's search box
 * gets its suggestions with its props (`searchSuggestions` of `shared-data/catalog`).
 */
export function findSuggestions<Suggestion extends { service: string }>(
  suggestions: readonly Suggestion[],
  query: string,
): Suggestion[] {
  const needle = query.trim().toLocaleLowerCase('ru-RU');
  if (needle.length <= searchMinQueryLength) return [];
  return suggestions
    .filter((suggestion) => suggestion.service.toLocaleLowerCase('ru-RU').includes(needle))
    .slice(0, searchMaxResults);
}
