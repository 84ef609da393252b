import type { Hono } from 'hono';
import { escapeHtml, type RuntimeConfig, routeTable } from 'shared-data/core';
import { pageUrl } from './document/page-head';

const crawlerFileCache = 'public, max-age=3600';

/** Every page a crawler can reach without knowing an id: the routes of the table without a parameter. */
export const sitemapPaths = routeTable
  .filter((route) => !route.private)
  .map((route) => route.path)
  .filter((path) => !path.includes(':'));

/** The sitemap protocol document listing every page without a parameter as an absolute URL. */
export function sitemapXml(siteUrl: string): string {
  const urls = sitemapPaths.map((path) => `  <url><loc>${escapeHtml(pageUrl(siteUrl, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
