import { pathIn, routeHeadIn, routeTable } from 'shared-data/core';
import { expect, test } from '../../fixtures';
import { contentsOf, cyrillicWords, examplePath, titles } from '../pages/head-tags';

/** What a crawler reads of the Uzbek pages: the HTTP answer alone, no browser and no scripts. */

/**
 * The words a visitor reads in the raw HTML: the body's text, without scripts, styles and the JSON blocks, and the
 * texts of attributes people hear or see (labels, placeholders, alt texts, titles). A link marked as Russian (the
 * language switch's «Русский») is in its own language.
 */
function visibleWords(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  const withoutCode = body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<a\b[^>]*\blang="ru"[^>]*>[^<]*<\/a>/g, ' ');
  const attributes = [...withoutCode.matchAll(/\b(?:aria-label|placeholder|alt|title)="([^"]*)"/g)].map(
    (found) => found[1],
  );
  return `${withoutCode.replace(/<[^>]+>/g, ' ')} ${attributes.join(' ')}`;
}

for (const route of routeTable.filter((entry) => !entry.private)) {
  const path = pathIn('uz', examplePath(route.path));

  test(`${path} answers in Uzbek: its language, head, alternates and picture, and no Russian word`, async ({
    request,
    site,
  }) => {
    const response = await request.get(site.url(path));
    expect(response.status()).toBe(200);
    const html = await response.text();
    const { title, description } = routeHeadIn(route, 'uz');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="uz">/i);
    expect(titles(html)).toEqual([title]);
    expect(contentsOf(html, 'name', 'description')).toEqual([description]);
    expect(contentsOf(html, 'property', 'og:title')).toEqual([title]);
    expect(contentsOf(html, 'property', 'og:locale')).toEqual(['uz_UZ']);
    expect(contentsOf(html, 'rel', 'canonical')).toEqual([site.url(path)]);
    if (!route.path.includes(':')) {
      expect(contentsOf(html, 'rel', 'alternate')).toEqual([
        site.url(examplePath(route.path)),
        site.url(path),
        site.url(examplePath(route.path)),
      ]);
      const picture = contentsOf(html, 'property', 'og:image')[0] ?? '';
      expect(picture).toMatch(/\/og\/uz[a-z0-9-]*\.[0-9a-f]{10}\.png$/);
      const image = await request.get(picture);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    expect(cyrillicWords(visibleWords(html))).toEqual([]);
    // The way back to Russian: the same page, in the header and in the menu sheet.
    const back = [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*\blang="ru"[^>]*>Русский<\/a>/g)];
    expect(back.map((found) => found[1])).toEqual([examplePath(route.path), examplePath(route.path)]);
  });
}

test('an unknown Uzbek address answers the Uzbek 404 page', async ({ request, site }) => {
  const response = await request.get(site.url('/uz/no-such-page'));
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toMatch(/<html lang="uz">/);
  expect(titles(html)).toEqual(['Sahifa topilmadi']);
  expect(html).toMatch(/<h1[^>]*>Sahifa topilmadi<\/h1>/);
  expect(contentsOf(html, 'name', 'robots')).toEqual(['noindex']);
  expect(cyrillicWords(visibleWords(html))).toEqual([]);
});

test('the team’s inbox is Russian only: /uz/admin is no page', async ({ request, site }) => {
  expect((await request.get(site.url('/uz/admin'))).status()).toBe(404);
});
