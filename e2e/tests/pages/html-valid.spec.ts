import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { routeTable } from 'shared-data/core';
import { expect, test } from '../../fixtures';

const java = process.env.JAVA_PATH ?? 'java';
const javaRuns = spawnSync(java, ['-version'], { stdio: 'ignore' }).status === 0;
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

const notFoundPath = '/no-such-page';
const checkedPaths = [
  ...routeTable.map((route) => route.path).filter((path) => !path.includes(':')),
  notFoundPath,
];

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

const fileName = (path: string) => `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '__')}.html`;

/** One line per finding: page path, line:column, message and the markup around it. */
const describeMessage = (pageOf: Map<string, string>, message: VnuMessage) => {
  const page = pageOf.get(basename(decodeURIComponent(message.url ?? ''))) ?? message.url ?? '?';
  const where = message.lastLine === undefined ? '' : `:${message.lastLine}:${message.lastColumn ?? 0}`;
  const extract = message.extract ? `\n      ${message.extract.replace(/\s+/g, ' ').trim()}` : '';
  return `${page}${where} ${message.message}${extract}`;
};

test('every page and the 404 page are valid HTML for the Nu HTML checker', async ({ request, site }) => {
  test.skip(!javaRuns, `W3C validation needs Java to run the Nu HTML checker; "${java}" does not run here`);
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'agency-vnu-'));
  try {
    const pageOf = new Map<string, string>();
    for (const path of checkedPaths) {
      const response = await request.get(site.url(path));
      expect(response.status(), path).toBe(path === notFoundPath ? 404 : 200);
      writeFileSync(join(dir, fileName(path)), await response.text());
      pageOf.set(fileName(path), path);
    }
    const files = [...pageOf.keys()].map((name) => join(dir, name));
    const vnu = spawnSync(java, ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(vnu.status, vnu.stderr).toBe(0);
    const { messages } = JSON.parse(vnu.stderr || vnu.stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type !== 'info')
      .map((message) => describeMessage(pageOf, message));
    expect(errors, `Nu HTML checker errors:\n  ${errors.join('\n  ')}`).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed).toMatchObject({ root: 'urlset', namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
  expect(parsed.urls).toBe(routeTable.filter((route) => !route.path.includes(':') && !route.private).length);
});
