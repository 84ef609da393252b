import {
  company,
  defaultLanguage,
  escapeHtml,
  type Language,
  type LinkPreviewPicture,
  languages,
  linkPreviewSize,
  organizationJsonLd,
  pagePathOf,
  pathIn,
  type RouteMeta,
  type RuntimeConfig,
  scriptJson,
} from 'shared-data/core';

/** The absolute URL of a path on the site, as canonical links, the sitemap and robots.txt state it. */
export const pageUrl = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, '')}${path}`;

/** What a page's head says about it: the route's texts, its canonical path, whether search engines may list it. */
export interface PageHead {
  meta: RouteMeta;
  /** The page's language (its path's); Russian when not given. */
  language?: Language;
  canonicalPath?: string;
  noindex?: boolean;
  /** The page's own link preview picture; without it the build's picture of its path, else the generic one. */
  preview?: LinkPreviewPicture;
}

/** The tags that show a link preview's picture (Open Graph and Twitter's large card), by its absolute URL. */
function previewTags(preview: LinkPreviewPicture, siteUrl: string): string[] {
  const url = escapeHtml(pageUrl(siteUrl, preview.url));
  const alt = escapeHtml(preview.alt);
  return [
    `<meta property="og:image" content="${url}" />`,
    '<meta property="og:image:type" content="image/png" />',
    `<meta property="og:image:width" content="${linkPreviewSize.width}" />`,
    `<meta property="og:image:height" content="${linkPreviewSize.height}" />`,
    `<meta property="og:image:alt" content="${alt}" />`,
    `<meta name="twitter:image" content="${url}" />`,
    `<meta name="twitter:image:alt" content="${alt}" />`,
  ];
}

/** The Open Graph locale of each language. */
const ogLocales: Readonly<Record<Language, string>> = { ru: 'ru_RU', uz: 'uz_UZ' };

/**
 * The page's address in every language of the site, for search engines (`hreflang`): each language's, and the root's
 * language for a visitor whose language is neither (`x-default`).
 */
const alternateLinks = (siteUrl: string, canonicalPath: string) => {
  const page = pagePathOf(canonicalPath);
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(pageUrl(siteUrl, pathIn(language, page)))}" />`;
  return [...languages.map((language) => link(language, language)), link('x-default', defaultLanguage)];
};

/** The head tags of a page, so crawlers and link previews see them without running scripts. */
export function headTags(
  { meta, canonicalPath, noindex, language = defaultLanguage }: PageHead,
  config: RuntimeConfig,
  preview: LinkPreviewPicture,
): string[] {
  const { siteUrl } = config;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.keywords.length > 0
      ? [`<meta name="keywords" content="${escapeHtml(meta.keywords.join(', '))}" />`]
      : []),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="${ogLocales[language]}" />`,
    ...languages
      .filter((other) => other !== language)
      .map((other) => `<meta property="og:locale:alternate" content="${ogLocales[other]}" />`),
    `<meta property="og:site_name" content="${escapeHtml(company.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    ...previewTags(preview, siteUrl),
  ];
  if (canonicalPath !== undefined) {
    const path = canonicalPath.length > 1 ? canonicalPath.replace(/\/+$/, '') : canonicalPath;
    const url = escapeHtml(pageUrl(siteUrl, path));
    tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`);
    if (!noindex) tags.push(...alternateLinks(siteUrl, path));
  }
  if (noindex) tags.push('<meta name="robots" content="noindex" />');
  tags.push(`<script type="application/ld+json">${scriptJson(organizationJsonLd(config))}</script>`);
  return tags;
}
