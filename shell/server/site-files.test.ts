import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeTable } from 'shared-data/core';
import { readServerEnv } from 'shared-data/server';
import { writeShellBuild } from './document/test-shell-build';
import { createShellServer } from './shell-server';
import { robotsTxt, sitemapPaths, sitemapXml } from './site-files';

const siteUrl = 'https://agency.example.uz';
let distDir: string;

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  writeShellBuild(distDir);
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const shell = () => createShellServer(readServerEnv({ SITE_URL: `${siteUrl}/` }), distDir);

describe('sitemap.xml', () => {
  it('lists every route without a parameter once, as an absolute URL, and no parameter route', () => {
    const xml = sitemapXml(siteUrl);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = routeTable
      .filter((route) => !route.path.includes(':') && !route.private)
      .flatMap((route) => [siteUrl + route.path, `${siteUrl}/uz${route.path === '/' ? '' : route.path}`]);
    expect(locs).toEqual(expected);
    expect(locs).toContain(`${siteUrl}/uz`);
    expect(locs).toContain(`${siteUrl}/uz/digital/services`);
    expect(locs).toContain(`${siteUrl}/`);
    expect(locs).toContain(`${siteUrl}/mobile-apps-uzbekistan`);
    expect(locs).toContain(`${siteUrl}/digital/services`);
    expect(locs).toContain(`${siteUrl}/privacy`);
    expect(xml).not.toContain(':referralId');
    expect(xml).not.toContain('/admin');
    expect(sitemapPaths).toHaveLength(16);
  });

  it('follows the sitemap protocol', () => {
    const xml = sitemapXml(siteUrl);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml.match(/<url>/g)).toHaveLength(sitemapPaths.length * 2);
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
  });

  it('names each page’s address in every language and the default one, in both languages’ entries', () => {
    const entries = sitemapXml(siteUrl)
      .split('\n')
      .filter((line) => line.includes('<url>'));
    const pricing = entries.filter((line) => line.includes('/pricing</loc>'));
    expect(pricing.map((line) => line.match(/<loc>([^<]+)/)?.[1])).toEqual([
      `${siteUrl}/pricing`,
      `${siteUrl}/uz/pricing`,
    ]);
    for (const line of pricing)
      expect([...line.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual([
        ['ru', `${siteUrl}/pricing`],
        ['uz', `${siteUrl}/uz/pricing`],
        ['x-default', `${siteUrl}/pricing`],
      ]);
  });

  it('escapes what XML reserves', () => {
    expect(sitemapXml('https://a.example/x&y')).toContain('<loc>https://a.example/x&amp;y/</loc>');
  });

  it('is served as XML with a cache lifetime and the security headers', async () => {
    const response = await shell().request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await response.text()).toBe(sitemapXml(siteUrl));
  });
});

describe('robots.txt', () => {
  it('allows crawling and names the absolute sitemap URL', () => {
    expect(robotsTxt(siteUrl)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  });

  it('is served as plain text with a cache lifetime and the security headers', async () => {
    const response = await shell().request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});

describe('page head', () => {
  it('gives a parameter route its own canonical URL without a trailing slash', async () => {
    const html = await (await shell().request('/referral/abc123/')).text();
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/referral/abc123" />`);
  });

  it('still answers other asset paths 404', async () => {
    expect((await shell().request('/feed.xml')).status).toBe(404);
  });
});
