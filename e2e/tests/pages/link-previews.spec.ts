import type { APIRequestContext } from '@playwright/test';
import { routeTable } from 'shared-data/core';
import { pngSize } from '../../../tools/png-size';
import { expect, type SiteFixture, test } from '../../fixtures';
import { registerAmbassador } from '../ambassador/ambassador-steps';
import { contentsOf, examplePath } from './head-tags';

/** What a link preview (Telegram, Facebook) reads: the raw HTML's picture tags, then the picture over plain HTTP. */
async function previewOf(request: APIRequestContext, site: SiteFixture, path: string, status = 200) {
  const response = await request.get(site.url(path));
  expect(response.status(), path).toBe(status);
  const html = await response.text();
  const [image, ...more] = contentsOf(html, 'property', 'og:image');
  expect(more, path).toEqual([]);
  expect(image, path).toMatch(new RegExp(`^${site.url('/')}og/`));
  expect(contentsOf(html, 'name', 'twitter:image'), path).toEqual([image]);
  expect(contentsOf(html, 'name', 'twitter:card'), path).toEqual(['summary_large_image']);
  expect(contentsOf(html, 'property', 'og:image:width'), path).toEqual(['1200']);
  expect(contentsOf(html, 'property', 'og:image:height'), path).toEqual(['630']);
  expect(contentsOf(html, 'property', 'og:site_name'), path).toEqual(['AGENCY']);
  const [alt] = contentsOf(html, 'property', 'og:image:alt');
  expect(alt, path).toBeTruthy();
  expect(contentsOf(html, 'name', 'twitter:image:alt'), path).toEqual([alt]);
  // Every page links the icons and the manifest, in the theme's colour.
  expect(contentsOf(html, 'rel', 'manifest'), path).toEqual(['/manifest.webmanifest']);
  expect(contentsOf(html, 'rel', 'apple-touch-icon'), path).toEqual(['/apple-touch-icon.png']);
  expect(contentsOf(html, 'name', 'theme-color'), path).toEqual(['#4338CA']);
  return { image: image ?? '', alt: alt ?? '' };
}

/** Fetches a picture as a crawler does and checks it is a PNG of the given size. */
async function expectPng(request: APIRequestContext, url: string, size = { width: 1200, height: 630 }) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe('image/png');
  expect(pngSize(await response.body()), url).toEqual(size);
  return response;
}

for (const route of routeTable.filter((entry) => !entry.private)) {
  const path = examplePath(route.path);
  test(`${path} names a 1200×630 picture in its raw HTML that a crawler can fetch`, async ({
    request,
    site,
  }) => {
    const { image, alt } = await previewOf(request, site, path);
    const response = await expectPng(request, image);
    if (!route.path.includes(':')) {
      expect(alt).toBe(`AGENCY: ${route.meta.title}`);
      expect(image).toMatch(/\/og\/[a-z0-9-]+\.[0-9a-f]{10}\.png$/);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
}

test("a referral link's picture names its ambassador and the discount", async ({ request, site }) => {
  const { ambassador } = await registerAmbassador(request, site, {
    name: 'Лола Каримова',
    email: 'lola.picture@example.uz',
  });
  const referralPath = new URL(ambassador.referral_link).pathname;
  const { image, alt } = await previewOf(request, site, referralPath);
  expect(image).toBe(site.url(`/og/referral/${referralPath.split('/').pop()}.png`));
  expect(alt).toBe('Лола дарит вам скидку 15%');
  const response = await expectPng(request, image);
  expect(response.headers()['cache-control']).toBe('public, max-age=300');
  const generic = await request.get((await previewOf(request, site, '/no-such-page', 404)).image);
  expect((await response.body()).equals(await generic.body())).toBe(false);
});

test('an unknown referral link, like the 404 page, names the generic picture', async ({ request, site }) => {
  const generic = await previewOf(request, site, '/no-such-page', 404);
  expect(generic.image).toMatch(/\/og\/site\.[0-9a-f]{10}\.png$/);
  for (const path of ['/referral/unknown000', '/ambassador/unknown000']) {
    expect(await previewOf(request, site, path)).toEqual(generic);
  }
  await expectPng(request, generic.image);
});

test('the favicon, the Apple touch icon and the web manifest with its icons are served', async ({
  request,
  site,
}) => {
  const favicon = await request.get(site.url('/favicon.ico'));
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  await expectPng(request, site.url('/apple-touch-icon.png'), { width: 180, height: 180 });

  const manifestResponse = await request.get(site.url('/manifest.webmanifest'));
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    lang: string;
    theme_color: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ lang: 'ru', theme_color: '#4338CA' });
  expect(manifest.name).toMatch(/агентство/);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) {
    const [width, height] = icon.sizes.split('x').map(Number);
    await expectPng(request, site.url(icon.src), { width: width ?? 0, height: height ?? 0 });
  }
});
