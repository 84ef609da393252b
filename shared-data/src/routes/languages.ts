/**
 * The site's languages: Russian at the root, Uzbek (Latin script) under `/uz`. A page's language is read from its path
 * alone, so the server, the page's code and a posted form agree on it without asking the visitor's browser.
 */

export const languages = ['ru', 'uz'] as const;

export type Language = (typeof languages)[number];

/** The language of the root, and of any lead that does not say which it was sent in. */
export const defaultLanguage: Language = 'ru';

/** The path prefix of each language's pages (`''` for the root's). */
export const languagePrefixes: Readonly<Record<Language, string>> = { ru: '', uz: '/uz' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The language of the page at `pathname`: Uzbek for `/uz` and what is under it, else Russian. */
export function languageOfPath(pathname: string): Language {
  for (const language of languages) {
    const prefix = languagePrefixes[language];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return language;
  }
  return defaultLanguage;
}

/** A page's path without its language's prefix, as the route table names it: `/uz/pricing` → `/pricing`, `/uz` → `/`. */
export function pagePathOf(pathname: string): string {
  const prefix = languagePrefixes[languageOfPath(pathname)];
  return prefix ? pathname.slice(prefix.length) || '/' : pathname;
}

/** The path of a page in `language`: `/pricing` in Uzbek is `/uz/pricing`, and the home page is `/uz`. */
export function pathIn(language: Language, pagePath: string): string {
  const prefix = languagePrefixes[language];
  const path = pagePathOf(pagePath);
  return prefix ? (path === '/' ? prefix : `${prefix}${path}`) : path;
}
