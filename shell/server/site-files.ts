import type { Hono } from 'hono';
import {
  defaultLanguage,
  escapeHtml,
  languages,
  pathIn,
  type RuntimeConfig,
  routeTable,
} from 'shared-data/core';
import { pageUrl } from './document/page-head';

const crawlerFileCache = 'public, max-age=3600';

/** Every page a crawler can reach without knowing an id: the routes of the table without a parameter. */
export const sitemapPaths = routeTable
  .filter((route) => !route.private)
  .map((route) => route.path)
  .filter((path) => !path.includes(':'));

/**
 * The sitemap protocol document: every page without a parameter in each language, as an absolute URL, each with its
 * addresses in every language and the default one (`xhtml:link`, as search engines read `hreflang` from a sitemap).
 */
export function sitemapXml(siteUrl: string): string {
  const url = (path: string) => escapeHtml(pageUrl(siteUrl, path));
  const urls = sitemapPaths.flatMap((path) => {
    const alternates = [
      ...languages.map((language) => [language, pathIn(language, path)]),
      ['x-default', pathIn(defaultLanguage, path)],
    ].map(
      ([hreflang, href]) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(href ?? path)}"/>`,
    );
    return languages.map(
      (language) => `  <url><loc>${url(pathIn(language, path))}</loc>${alternates.join('')}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawling rules: everything may be crawled; the sitemap is named by its absolute URL. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${pageUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}

/** Registers `/sitemap.xml` and `/robots.txt` on the shell's server. */
export function registerSiteFiles(app: Hono, config: Pick<RuntimeConfig, 'siteUrl'>) {
  const sitemap = sitemapXml(config.siteUrl);
  const robots = robotsTxt(config.siteUrl);
  app.get('/sitemap.xml', (c) => {
    c.header('Cache-Control', crawlerFileCache);
    return c.body(sitemap, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', crawlerFileCache);
    return c.text(robots);
  });
}
