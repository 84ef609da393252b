import {
  organizationJsonLd,
  type PageData,
  pageDataElementId,
  type RemoteRegistryEntry,
  type RouteMeta,
  type RuntimeConfig,
  remoteRegistryElementId,
  runtimeConfigElementId,
} from 'shared-data/core';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** JSON that is safe inside a `<script>` element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The absolute URL of a path on the site, as canonical links, the sitemap and robots.txt state it. */
export const pageUrl = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, '')}${path}`;

export interface PageHead {
  meta: RouteMeta;
  canonicalPath?: string;
  noindex?: boolean;
}

/** The head tags of a page, so crawlers and link previews see them without running scripts. */
export function renderHead({ meta, canonicalPath, noindex }: PageHead, config: RuntimeConfig): string {
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
  return tags.join('\n    ');
}

/**
 * Fills the shell's HTML template: head tags, the runtime config block, the remote registry (the shell starts
 * without asking for it), the data a page was rendered with (if any) and an optional server-rendered body.
 */
export function renderPage(
  template: string,
  head: string,
  config: RuntimeConfig,
  body = '',
  pageData?: PageData,
  registry?: RemoteRegistryEntry[],
): string {
  const blocks = [
    `<script type="application/json" id="${runtimeConfigElementId}">${scriptJson(config)}</script>`,
  ];
  if (registry)
    blocks.push(
      `<script type="application/json" id="${remoteRegistryElementId}">${scriptJson(registry)}</script>`,
    );
  if (pageData)
    blocks.push(`<script type="application/json" id="${pageDataElementId}">${scriptJson(pageData)}</script>`);
  return template
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-config-->', () => blocks.join('\n    '))
    .replace('<!--app-body-->', () => body);
}

/** Server-rendered 404 body; the shell renders the same page once its scripts run. */
export const notFoundBody =
  '<main><section aria-labelledby="shell-page-title"><h1 id="shell-page-title">Oops! Page not found</h1>' +
  '<p>Такой страницы нет. Возможно, ссылка устарела или в адресе опечатка.</p>' +
  '<a href="/">Вернуться на главную</a></section></main>';
