import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { pointAtThePage } from '../../visitor';

/** The 404 page as a visitor sees it: in Russian, in the site's header and footer, with the way home. */
async function expectNotFoundPage(page: Page) {
  await expect(page).toHaveTitle('Страница не найдена');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Страница не найдена']);
  await expect(page.getByText(/Такой страницы нет/)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/');
}

test.describe('composed site', () => {
  test('each division comes from its own remote origin, its container loaded without a manifest first', async ({
    page,
    site,
  }) => {
    const containers = new Set<string>();
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/remoteEntry.js')) containers.add(new URL(request.url()).port);
      if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
    });

    // A page shows before its scripts have loaded (they are fetched once it has painted): each container is awaited.
    const container = (app: keyof typeof site.ports) =>
      page.waitForRequest(
        (request) =>
          request.url().endsWith('/remoteEntry.js') &&
          new URL(request.url()).port === String(site.ports[app]),
      );
    let loaded = container('marketing-app');
    const home = await page.goto(site.url('/'));
    expect(home?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: /Маркетинг или разработка/ })).toBeVisible();
    await expect(page.locator('[data-app="marketing-app"]')).toBeVisible();
    await loaded;

    loaded = container('digital-app');
    await page.goto(site.url('/digital'));
    await expect(page.getByRole('heading', { level: 1, name: /Разработка сайтов/ })).toBeVisible();
    await expect(page.locator('[data-app="digital-app"]')).toBeVisible();
    await loaded;

    loaded = container('ambassador-app');
    await page.goto(site.url('/ambassador'));
    await expect(page.getByRole('heading', { level: 1, name: 'Станьте амбассадором' })).toBeVisible();
    await loaded;

    expect([...containers].sort()).toEqual(
      [site.ports['marketing-app'], site.ports['digital-app'], site.ports['ambassador-app']]
        .map(String)
        .sort(),
    );
    // The lean federation runtime (decision record 001) has no manifest protocol: one request less per remote.
    expect(manifests).toEqual([]);
  });

  test('known routes answer 200 with their own head before any script runs', async ({ request, site }) => {
    for (const path of ['/', '/pricing', '/smm-services-tashkent', '/digital/services', '/referral/abc123']) {
      const response = await request.get(site.url(path));
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toContain(`<link rel="canonical" href="${site.url(path)}" />`);
      expect(html, path).toContain('<script type="application/json" id="app-config">');
      expect(html, path).toMatch(/<meta name="keywords" content="[^"]+" \/>/);
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
      const jsonLd = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)?.[1] ?? '{}';
      expect(JSON.parse(jsonLd)).toMatchObject({
        aggregateRating: { ratingValue: 4.9, reviewCount: 47 },
        areaServed: { geoRadius: 100000 },
      });
    }
  });

  test('an unknown path answers 404 with the Russian 404 page in the site’s header and footer, and logs the path', async ({
    page,
    site,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    // What the server's answer holds before any script runs is `pages/raw-html.spec.ts`'s to check.
    const response = await page.goto(site.url('/no-such-page'));
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page);
    await expect.poll(() => messages.some((text) => text.includes('/no-such-page'))).toBe(true);

    await page.getByRole('link', { name: 'Вернуться на главную' }).click();
    await expect(page).toHaveURL(site.url('/'));
    await expect(page.getByRole('heading', { level: 1, name: /Маркетинг или разработка/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toHaveCount(0);
  });

  test('an address the page moves to that no division owns shows the same 404 page, and moving back the page again', async ({
    page,
    site,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(site.url('/'));
    await expect(page.getByRole('heading', { level: 1, name: /Маркетинг или разработка/ })).toBeVisible();
    // The shell runs at the visitor's first intent on a page of server markup; then its router takes the address.
    // Once the page's search answers, its remote runs and has brought the site's layout.
    await page.getByRole('searchbox', { name: 'Название услуги' }).fill('Таргет');
    await expect(
      page.getByRole('list', { name: 'Результаты поиска' }).getByRole('listitem').first(),
    ).toContainText('Таргетированная реклама');
    await page.evaluate(() => {
      Object.assign(window, { samePage: true });
      (window as unknown as { singleSpaNavigate: (url: string) => void }).singleSpaNavigate('/no-such/page');
    });
    await expect(page).toHaveURL(site.url('/no-such/page'));
    await expectNotFoundPage(page);
    // Rendered here by the shell, not loaded from the server.
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await expect(page.getByRole('heading', { name: /Маркетинг или разработка/ })).toHaveCount(0);
    await expect.poll(() => messages.some((text) => text.includes('/no-such/page'))).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(site.url('/'));
    await expect(page.getByRole('heading', { level: 1, name: /Маркетинг или разработка/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(1);
  });

  test('an address the 404 page moves to that no division owns shows the 404 page again, from the server', async ({
    page,
    site,
  }) => {
    const response = await page.goto(site.url('/no-such-page'));
    expect(response?.status()).toBe(404);
    await pointAtThePage(page);
    await page.waitForFunction(() => 'singleSpaNavigate' in window);
    // No remote has brought the site's layout to this page: the server answers the new address.
    const answered = page.waitForResponse(
      (answer) =>
        answer.url() === site.url('/another/missing') && answer.request().resourceType() === 'document',
    );
    await page.evaluate(() =>
      (window as unknown as { singleSpaNavigate: (url: string) => void }).singleSpaNavigate(
        '/another/missing',
      ),
    );
    expect((await answered).status()).toBe(404);
    await expect(page).toHaveURL(site.url('/another/missing'));
    await expectNotFoundPage(page);
  });

  test('a missing script answers 404, never the page HTML', async ({ request, site }) => {
    const shell = await request.get(site.url('/no-such-chunk.js'));
    expect(shell.status()).toBe(404);
    const remote = await request.get(`http://localhost:${site.ports['digital-app']}/no-such-chunk.js`);
    expect(remote.status()).toBe(404);
    const entry = await request.get(`http://localhost:${site.ports['digital-app']}/remoteEntry.js`);
    expect(entry.status()).toBe(200);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    expect(entry.headers()['access-control-allow-origin']).toBe('*');
  });

  test('a remote’s manifest names its container, its exposed app and the shared versions it was built with', async ({
    request,
    site,
  }) => {
    const base = `http://localhost:${site.ports['digital-app']}`;
    const response = await request.get(`${base}/mf-manifest.json`);
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      metaData: { remoteEntry: { name: string }; globalName: string; buildInfo: { buildVersion: string } };
      exposes: { path: string; assets: { js: { sync: string[] } } }[];
      shared: { name: string; version: string; singleton: boolean }[];
    };
    expect(manifest.name).toBe('digital-app');
    expect(manifest.metaData.globalName).toBe('digital-app');
    expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
    expect(manifest.metaData.buildInfo.buildVersion).toMatch(/^\d{14}/);
    const [app] = manifest.exposes;
    expect(app?.path).toBe('./app');
    for (const file of app?.assets.js.sync ?? [])
      expect((await request.get(`${base}/${file}`)).status()).toBe(200);
    expect(app?.assets.js.sync.length).toBeGreaterThan(0);
    expect(manifest.shared).toContainEqual(expect.objectContaining({ name: 'react', singleton: true }));
  });
});
