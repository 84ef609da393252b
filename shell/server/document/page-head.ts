import { organizationJsonLd, type RouteMeta, type RuntimeConfig } from 'shared-data/core';
import { escapeHtml, scriptJson } from './html-text';

/** The absolute URL of a path on the site, as canonical links, the sitemap and robots.txt state it. */
export const pageUrl = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, '')}${path}`;

/** What a page's head says about it: the route's texts, its canonical path, whether search engines may list it. */
export interface PageHead {
  meta: RouteMeta;
  canonicalPath?: string;
  noindex?: boolean;
}

/** The head tags of a page, so crawlers and link previews see them without running scripts. */
export function headTags({ meta, canonicalPath, noindex }: PageHead, config: RuntimeConfig): string[] {
  const { siteUrl } = config;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.keywords.length > 0
      ? [`<meta name="keywords" content="${escapeHtml(meta.keywords.join(', '))}" />`]
      : []),
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="ru_RU" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (canonicalPath !== undefined) {
    const path = canonicalPath.length > 1 ? canonicalPath.replace(/\/+$/, '') : canonicalPath;
    const url = escapeHtml(pageUrl(siteUrl, path));
    tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`);
  }
  if (noindex) tags.push('<meta name="robots" content="noindex" />');
  tags.push(`<script type="application/ld+json">${scriptJson(organizationJsonLd(config))}</script>`);
  return tags;
}
