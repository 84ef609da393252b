import { HtmlValidate, type Message } from 'html-validate';
import { routeTable } from 'shared-data/core';
import { expect, test } from '../../fixtures';

/**
 * The HTML standard's rules (content models, attributes and their values, unique ids, nesting) and the
 * whole-document ones (doctype, lang, one title) — not the style preferences of `recommended`.
 * `require-sri` is a deployment policy, not conformance: each remote releases on its own, so the shell's
 * pages cannot carry hashes of another team's scripts, and the site's own scripts come from its own origins.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: { 'require-sri': 'off' },
});

const notFoundPath = '/no-such-page';
const checkedPaths = [
  ...routeTable.map((route) => route.path).filter((path) => !path.includes(':')),
  notFoundPath,
];

/** One line per finding: page path, line:column, rule, message and the element it is about. */
const describeMessage = (path: string, message: Message) =>
  `${path}:${message.line}:${message.column} ${message.ruleId}: ${message.message}` +
  (message.selector ? `\n      at ${message.selector}` : '');

const findings = async (path: string, html: string) => {
  const report = await validator.validateString(html, `${path}.html`);
  return report.results.flatMap((result) => result.messages.map((message) => describeMessage(path, message)));
};

test('every page and the 404 page are valid HTML', async ({ request, site }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  for (const path of checkedPaths) {
    const response = await request.get(site.url(path));
    expect(response.status(), path).toBe(path === notFoundPath ? 404 : 200);
    errors.push(...(await findings(path, await response.text())));
  }
  expect(errors, `HTML errors:\n  ${errors.join('\n  ')}`).toEqual([]);
});

test('the check finds a broken page: a link inside a link and an id used twice', async ({
  request,
  site,
}) => {
  const html = await (await request.get(site.url('/'))).text();
  const broken = html.replace(
    '<main',
    '<div id="x"></div><div id="x"><a href="/"><a href="/">.</a></a></div><main',
  );
  const errors = await findings('/', broken);
  expect(errors.some((error) => error.includes('no-dup-id'))).toBe(true);
  expect(errors.some((error) => /element-permitted-(content|descendant)/.test(error))).toBe(true);
});

test('sitemap.xml is well-formed XML in the sitemap namespace', async ({ page, request, site }) => {
  const xml = await (await request.get(site.url('/sitemap.xml'))).text();
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const error = doc.querySelector('parsererror');
    return {
      error: error?.textContent ?? null,
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI,
      urls: doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc').length,
      alternates: doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length,
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed).toMatchObject({ root: 'urlset', namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
  // Each page in Russian and in Uzbek, each naming its addresses in ru, uz and x-default.
  const pages = routeTable.filter((route) => !route.path.includes(':') && !route.private).length;
  expect(parsed.urls).toBe(pages * 2);
  expect(parsed.alternates).toBe(pages * 2 * 3);
});
