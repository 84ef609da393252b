import { escapeHtml, type Language, pathIn, type RuntimeConfig } from 'shared-data/core';
import { languageOfPath, logoHref } from 'shared-data/site';
import type { RenderedShellPage } from 'shared-ui/server';
import ru from '../../src/texts/ru';
import uz from '../../src/texts/uz';
import type { PageHead } from './page-head';

/** The 404 page's words in each language: a server holds both. */
const notFoundTexts: Readonly<Record<Language, typeof ru.notFound>> = { ru: ru.notFound, uz: uz.notFound };

/** The head of the 404 page in `language`: nothing to list or to link as canonical. */
export const notFoundHead = (language: Language): PageHead => ({
  meta: {
    title: notFoundTexts[language].title,
    description: notFoundTexts[language].description,
    keywords: [],
  },
  language,
  noindex: true,
});

/**
 * What the 404 page shows should its render fail: its words and the link home, without the layout. The shell keeps it
 * as the server's page; the address never answers 500.
 */
export const plainNotFoundPage = (language: Language): RenderedShellPage => {
  const texts = notFoundTexts[language];
  return {
    html:
      `<main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.lead)}</p>` +
      `<p><a href="${pathIn(language, '/')}">${escapeHtml(texts.home)}</a></p></main>`,
    css: '',
  };
};

/** How long one render of the 404 page is served: its footer's year is the render's. */
const keptMs = 60 * 60_000;

/** The 404 page rendered at `pathname`; React, Emotion and the layout load with the first one, not with the server. */
async function renderNotFoundPage(config: RuntimeConfig, pathname: string): Promise<RenderedShellPage> {
  const [{ renderShellPage }, { NotFoundPage }] = await Promise.all([
    import('shared-ui/server'),
    import('../../src/not-found/not-found-page'),
  ]);
  return renderShellPage(<NotFoundPage config={config} />, pathname);
}

/**
 * The 404 page's markup and styles as the server sends them: the shell's own page (`NotFoundPage`), which the shell
 * renders in the browser too when the address changes to an unknown one. Every unknown path shows the same page but
 * for where its logo leads (a path under a division leads to the division's landing), so it is rendered once per logo
 * target and served for an hour, not rendered per request. A render that failed is tried again at the next request.
 */
export function createNotFoundPage(
  config: RuntimeConfig,
  { now = Date.now }: { now?: () => number } = {},
): (pathname: string) => Promise<RenderedShellPage> {
  const kept = new Map<string, { until: number; page: Promise<RenderedShellPage> }>();
  return (pathname) => {
    // One page per language and logo target: `/uz/...` shows the Uzbek page.
    const key = `${languageOfPath(pathname)} ${logoHref(pathname)}`;
    const found = kept.get(key);
    if (found && found.until > now()) return found.page;
    const entry = { until: now() + keptMs, page: renderNotFoundPage(config, pathname) };
    entry.page.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    kept.set(key, entry);
    return entry.page;
  };
}
