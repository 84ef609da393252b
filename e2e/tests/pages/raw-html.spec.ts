import { pathIn, routeTable } from 'shared-data/core';
import { expect, test } from '../../fixtures';
import { contentsOf, examplePath, titles } from './head-tags';

/** What a crawler reads: the HTTP answer alone, no browser and no scripts. */

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );

function expectOrganization(html: string) {
  const blocks = jsonLdBlocks(html);
  expect(blocks).toHaveLength(1);
  expect(blocks[0]).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '09:00',
      closes: '18:00',
    },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 47 },
    areaServed: { '@type': 'GeoCircle', geoRadius: 100000 },
    paymentAccepted: 'Cash, Credit Card, Bank Transfer',
  });
}

// The team's private pages carry noindex and no canonical link: `admin/admin-inbox.spec.ts` checks them.
for (const route of routeTable.filter((entry) => !entry.private)) {
  const path = examplePath(route.path);

  test(`${path} answers 200 with its whole head in the raw HTML`, async ({ request, site }) => {
    const response = await request.get(site.url(path));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    const html = await response.text();
    const { title, description, keywords } = route.meta;
    const canonical = path === '/' ? site.url('/') : site.url(path);

    expect(html).toMatch(/^<!doctype html>\s*<html lang="ru">/i);
    expect(titles(html)).toEqual([title]);
    expect(contentsOf(html, 'name', 'description')).toEqual([description]);
    expect(contentsOf(html, 'name', 'keywords')).toEqual([keywords.join(', ')]);
    expect(contentsOf(html, 'rel', 'canonical')).toEqual([canonical]);
    expect(canonical).toMatch(/^https?:\/\//);
    expect(contentsOf(html, 'property', 'og:title')).toEqual([title]);
    expect(contentsOf(html, 'property', 'og:description')).toEqual([description]);
    expect(contentsOf(html, 'property', 'og:url')).toEqual([canonical]);
    expect(contentsOf(html, 'property', 'og:type')).toEqual(['website']);
    expect(contentsOf(html, 'property', 'og:locale')).toEqual(['ru_RU']);
    expect(contentsOf(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(contentsOf(html, 'name', 'twitter:title')).toEqual([title]);
    expect(contentsOf(html, 'name', 'twitter:description')).toEqual([description]);
    // Referral landings are personal links: previews read them, search engines do not list them.
    expect(contentsOf(html, 'name', 'robots')).toEqual(route.path.includes(':') ? ['noindex'] : []);
    expectOrganization(html);
  });
}

test('the pricing page tells crawlers the tariff range in USD', async ({ request, site }) => {
  const html = await (await request.get(site.url('/pricing'))).text();
  expect(contentsOf(html, 'name', 'description')[0]).toContain('от 150 до 2500 USD');
});

test('an unknown path answers 404 with noindex and no canonical link', async ({ request, site }) => {
  const response = await request.get(site.url('/no-such-page/at-all'));
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toMatch(/<html lang="ru">/);
  expect(contentsOf(html, 'name', 'robots')).toEqual(['noindex']);
  expect(contentsOf(html, 'rel', 'canonical')).toEqual([]);
  expect(contentsOf(html, 'property', 'og:url')).toEqual([]);
  expect(titles(html)).toEqual(['Страница не найдена']);
  expect(html).toMatch(/<h1[^>]*>Страница не найдена<\/h1>/);
  // The site's header and footer, as on every public page, around the page in the shell's element.
  expect(html).toMatch(/<header[^>]*>[\s\S]*?<nav aria-label="Основное меню"/);
  expect(html).toMatch(
    /<div id="shell-root"><header[\s\S]*?<\/header><main[\s\S]*?<\/main><footer[\s\S]*?<\/footer>/,
  );
  expect(html).not.toContain('Page not found');
  expect(html).toContain('href="/">Вернуться на главную</a>');
  expectOrganization(html);
});

for (const path of ['/%E0%A4%A', '/%', '/referral/%E0%A4%A', '/services/%ZZ']) {
  test(`a malformed address (${path}) gets the 404 page, not a server error`, async ({ request, site }) => {
    const response = await request.get(site.url(path));
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<html lang="ru">/);
    expect(contentsOf(html, 'name', 'robots')).toEqual(['noindex']);
  });
}

test('sitemap.xml lists every page without a parameter by its absolute URL, in both languages', async ({
  request,
  site,
}) => {
  const response = await request.get(site.url('/sitemap.xml'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('public, max-age=3600');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // Each page in Russian, then in Uzbek.
  const expected = routeTable
    .filter((route) => !route.path.includes(':') && !route.private)
    .flatMap((route) => [site.url(route.path), site.url(pathIn('uz', route.path))]);
  expect(locs).toEqual(expected);
  expect(locs).toContain(site.url('/website-development-tashkent'));
});

test('robots.txt allows crawling and points to the sitemap', async ({ request, site }) => {
  const response = await request.get(site.url('/robots.txt'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(response.headers()['cache-control']).toBe('public, max-age=3600');
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  expect(text).toMatch(new RegExp(`^Sitemap: ${site.url('/sitemap.xml')}$`, 'm'));
});
