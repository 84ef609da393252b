import { testRuntimeConfig } from 'shared-data/testing';
import type { ServedPage } from '../remote-pages/served-page';
import { notFoundHead } from './not-found-page';
import { type DocumentParts, renderDocument } from './render-document';
import { testShellDocument } from './test-shell-build';

const registry: DocumentParts['registry'] = [
  { name: 'marketing-app', manifestUrl: 'https://marketing.example/mf-manifest.json' },
];
const head: DocumentParts['head'] = {
  meta: { title: 'Тарифы', description: 'Цены', keywords: [] },
  canonicalPath: '/pricing',
};
const served: ServedPage = {
  html: '<p>$& 100 $</p>',
  css: '<style data-emotion="css b2">.css-b2::after{content:"$&"}</style>',
  renderedAt: '2026-01-01T00:00:00.000Z',
  preloads: {
    scripts: ['https://marketing.example/remoteEntry.js'],
    shared: ['shared-ui', 'shared-data/marketing'],
    ownShared: { 'shared-ui': [], 'shared-data/marketing': ['https://marketing.example/marketing.9.js'] },
  },
};

/** The shell's own page, as the server renders the 404 page: markup and its style tags. */
const shellPage = {
  html: '<header>AGENCY</header><main><h1>Страница не найдена</h1></main><footer>$&</footer>',
  css: '<style data-emotion="css c3">.css-c3{color:red}</style>',
};

const documentOf = (parts: Partial<DocumentParts>) =>
  renderDocument({ shell: testShellDocument, config: testRuntimeConfig, registry, head, ...parts });

/** The document's elements in order, one a line, as a reader of its source sees them. */
const lines = (html: string) => html.split('\n').map((line) => line.trim());

describe('renderDocument', () => {
  it('puts the early script first, the route head, the shell entry, then what the page starts with and its styles', () => {
    const html = documentOf({ page: { app: 'marketing-app', path: '/pricing', served } });
    const headLines = lines(html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'))).filter(Boolean);
    expect(headLines.map((line) => line.match(/^<[a-z]+(?: [a-z-]+(?:="[^"]*")?)?/)?.[0])).toEqual([
      '<meta charset="utf-8"',
      '<meta name="viewport"',
      '<meta name="theme-color"',
      '<script',
      '<title',
      '<meta name="description"',
      '<meta name="twitter:card"',
      '<meta name="twitter:title"',
      '<meta name="twitter:description"',
      '<meta property="og:type"',
      '<meta property="og:locale"',
      '<meta property="og:locale:alternate"',
      '<meta property="og:site_name"',
      '<meta property="og:title"',
      '<meta property="og:description"',
      '<meta property="og:image"',
      '<meta property="og:image:type"',
      '<meta property="og:image:width"',
      '<meta property="og:image:height"',
      '<meta property="og:image:alt"',
      '<meta name="twitter:image"',
      '<meta name="twitter:image:alt"',
      '<link rel="canonical"',
      '<meta property="og:url"',
      '<link rel="alternate"',
      '<link rel="alternate"',
      '<link rel="alternate"',
      '<script type="application/ld+json"',
      '<link rel="icon"',
      '<link rel="icon"',
      '<link rel="apple-touch-icon"',
      '<link rel="manifest"',
      '<template data-on-intent',
      '<template data-after-load',
      '<style data-emotion="css b2"',
    ]);
    expect(headLines[3]).toBe(`<script>${testShellDocument.earlyScript.code}</script>`);
    expect(html).toMatch(/^<!doctype html>\n<html lang="ru">\n {2}<head>\n/);
    expect(html).toContain(served.css);
  });

  it("loads npm run dev's scripts when given, after the page's own, and none otherwise", () => {
    const page = { app: 'marketing-app' as const, path: '/pricing', served };
    const dev = documentOf({ page, devScripts: ['http://localhost:3001/__page-reloads.js'] });
    const head = dev.slice(0, dev.indexOf('</head>'));
    expect(head).toContain('<script src="http://localhost:3001/__page-reloads.js" async></script>');
    expect(head.indexOf('__page-reloads.js')).toBeGreaterThan(head.indexOf('data-emotion'));
    expect(documentOf({ page })).not.toContain('__page-reloads');
  });

  it('runs nothing of a page of server markup before the intent, and fetches all it needs once it has loaded', () => {
    const chunk = 'https://marketing.example/pricing.0123456789.js';
    const scripts = [...(served.preloads?.scripts ?? []), chunk];
    const withChunk: ServedPage = { ...served, preloads: { shared: [], ...served.preloads, scripts } };
    const html = documentOf({ page: { app: 'marketing-app', path: '/pricing', served: withChunk } });
    const outsideTemplates = html.replace(/<template[^>]*>.*?<\/template>/g, '');
    expect(outsideTemplates).not.toMatch(/<script[^>]* src=/);
    expect(lines(html)).toContain('<template data-on-intent><script src="/main.js"></script></template>');
    const later = (url: string) => `<link rel="preload" href="${url}" as="script" fetchpriority="low" />`;
    expect(lines(html)).toContain(
      `<template data-after-load>${later('/main.js')}${later('/bootstrap.1.js')}${later(
        'https://marketing.example/remoteEntry.js',
      )}<link rel="prefetch" href="${chunk}" as="script" />${later('/shared-ui.3.js')}${later(
        'https://marketing.example/marketing.9.js',
      )}${later('/texts-ru-shared-ui.4.js')}</template>`,
    );
  });

  it('starts the entry of a page the browser renders at once, and preloads what it starts with after the paint', () => {
    const html = documentOf({ head: notFoundHead('ru'), shellPage });
    expect(lines(html)).toContain('<script defer src="/main.js"></script>');
    expect(lines(html)).toContain(
      '<template data-after-paint><link rel="preload" href="/bootstrap.1.js" as="script" /></template>',
    );
    expect(html).not.toContain('data-on-intent');
    expect(html).not.toContain('rel="prefetch"');
  });

  it('links the icons and the web manifest, in the theme colour', () => {
    const html = documentOf({});
    expect(html).toContain('<meta name="theme-color" content="#4338CA" />');
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32" />');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it("shows the page's own picture, else the build's picture of its path, else the generic one", () => {
    const imageOf = (html: string) => html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    const site = testRuntimeConfig.siteUrl;
    expect(imageOf(documentOf({}))).toBe(`${site}/og/pricing.0123456789.png`);
    expect(imageOf(documentOf({ head: notFoundHead('ru') }))).toBe(`${site}/og/site.abcdef0123.png`);
    expect(imageOf(documentOf({ head: { ...head, canonicalPath: '/referral/x1' } }))).toBe(
      `${site}/og/site.abcdef0123.png`,
    );
    const preview = { url: '/og/referral/x1.png', alt: 'Лола дарит вам скидку 15%' };
    expect(imageOf(documentOf({ head: { ...head, preview } }))).toBe(`${site}/og/referral/x1.png`);
  });

  it("writes the markup into its app's element, marked with the path it shows, and the data it was rendered with", () => {
    const html = documentOf({
      page: { app: 'marketing-app', path: '/pricing/"x&y', served, data: { renderedAt: 'ignored' } },
    });
    const body = lines(html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'))).filter(Boolean);
    expect(body).toEqual([
      `<script type="application/json" id="app-config">${JSON.stringify(testRuntimeConfig)}</script>`,
      `<script type="application/json" id="remote-registry">${JSON.stringify(registry)}</script>`,
      '<script type="application/json" id="page-data">{"renderedAt":"2026-01-01T00:00:00.000Z"}</script>',
      '<div id="app-root">',
      '<div id="app-marketing-app" data-rendered-path="/pricing/&quot;x&amp;y"><p>$& 100 $</p></div>',
      '<div id="app-digital-app"></div>',
      '<div id="app-ambassador-app"></div>',
      '<div id="app-admin-app"></div>',
      '<div id="shell-root"></div>',
      '</div>',
    ]);
  });

  it("names the remote's scripts and the shell's copies of the shared modules the remote takes, else the remote's", () => {
    const links = (page: ServedPage) =>
      [
        ...documentOf({ page: { app: 'marketing-app', path: '/', served: page } }).matchAll(
          /href="([^"]+)" as="script"/g,
        ),
      ]
        .map((match) => match[1])
        .filter((url) => url !== '/main.js' && url !== '/bootstrap.1.js');
    expect(links(served)).toEqual([
      'https://marketing.example/remoteEntry.js',
      '/shared-ui.3.js',
      'https://marketing.example/marketing.9.js',
      '/texts-ru-shared-ui.4.js',
    ]);
    const { preloads: _unreachable, ...withoutPreloads } = served;
    expect(links(withoutPreloads)).toEqual([]);
  });

  it('names the shell’s text books of the page’s language, and not the other’s', () => {
    const html = documentOf({
      head: { ...head, canonicalPath: '/uz/pricing', language: 'uz' },
      page: { app: 'marketing-app', path: '/uz/pricing', served },
    });
    expect(html).toMatch(/^<!doctype html>\n<html lang="uz">/);
    expect(html).toContain('href="/texts-uz-shared-ui.5.js"');
    expect(html).not.toContain('texts-ru-shared-ui');
  });

  it('renders the shell’s own page into its element, its styles in the head, with no page data, when no remote has the path', () => {
    const html = documentOf({ head: notFoundHead('ru'), shellPage });
    expect(html).toContain(`<div id="shell-root">${shellPage.html}</div>`);
    const headPart = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(headPart).toContain(shellPage.css);
    expect(headPart).toContain('<title>Страница не найдена</title>');
    expect(html).toContain('<div id="app-marketing-app"></div>');
    expect(html).not.toContain('id="page-data"');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('renders the analytics consent bar, first in the body with its style in the head, only when an id is set', () => {
    const without = documentOf({});
    expect(without).not.toContain('analytics-consent');
    expect(without).not.toMatch(/cookies|yandex|google/i);
    expect(without).not.toContain(testShellDocument.consentScript.code);
    for (const ids of [{ yandexMetricaId: '98765432' }, { ga4MeasurementId: 'G-ABC123XYZ' }]) {
      const html = documentOf({ config: { ...testRuntimeConfig, ...ids } });
      expect(lines(html)).toContain(`<script>${testShellDocument.consentScript.code}</script>`);
      const body = lines(html.slice(html.indexOf('<body>')));
      expect(body[1]).toMatch(/^<section id="analytics-consent" aria-label="Согласие на аналитику">/);
      expect(body[1]).toContain('<a href="/privacy">Подробнее</a>');
      expect(body[1]).toContain('<button type="button" data-consent-choice="accepted">Принять</button>');
      expect(body[1]).toContain('<button type="button" data-consent-choice="declined">Отклонить</button>');
      expect(html.slice(0, html.indexOf('</head>'))).toContain(
        'html[data-analytics-consent] #analytics-consent{display:none}',
      );
    }
  });

  it('says the consent bar in the page’s language, its link to the privacy page in it', () => {
    const html = documentOf({
      config: { ...testRuntimeConfig, yandexMetricaId: '98765432' },
      head: { ...head, language: 'uz' },
    });
    const bar = lines(html.slice(html.indexOf('<body>')))[1] ?? '';
    expect(bar).toBe(
      '<section id="analytics-consent" aria-label="Analitikaga rozilik"><p>Saytni yaxshilash uchun analitika ' +
        'maqsadida cookie fayllardan foydalanamiz. <a href="/uz/privacy">Batafsil</a></p>' +
        '<button type="button" data-consent-choice="accepted">Qabul qilish</button>' +
        '<button type="button" data-consent-choice="declined">Rad etish</button></section>',
    );
  });

  it('gives a page without a picture of its own the generic one in its language', () => {
    const image = (language: 'ru' | 'uz') =>
      /<meta property="og:image" content="([^"]+)"/.exec(
        documentOf({ head: { meta: head.meta, language, canonicalPath: '/uz/referral/k3m9x2p7qa' } }),
      )?.[1];
    expect(image('uz')).toMatch(/\/og\/uz-site\.1234567890\.png$/);
    expect(image('ru')).toMatch(/\/og\/site\.abcdef0123\.png$/);
  });
});
