import type { Page } from '@playwright/test';
import { remoteRegistryElementId } from 'shared-data/core';
import { expect, type SiteFixture, test } from '../../fixtures';
import { pointAtThePage, recordCspViolations } from '../../visitor';

interface StartFailure {
  name: string;
  /** Makes the shell's start fail on the page's next load; the failure lasts until the routes are taken away. */
  fail: (page: Page, site: SiteFixture) => Promise<void>;
}

/** Ways the shell's start can fail, each as Playwright's routing makes it fail for the first load only. */
const failures: StartFailure[] = [
  {
    name: 'its start chunk does not arrive',
    fail: async (page) => {
      await page.route(/\/bootstrap\.[0-9a-f]+\.js$/, (route) => route.abort('connectionreset'));
    },
  },
  {
    // A page without the registry (a cached or hand-made copy) asks the server, which does not answer.
    name: 'its remote registry cannot be had',
    fail: async (page, site) => {
      await page.route(site.url('/'), async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          new RegExp(`<script type="application/json" id="${remoteRegistryElementId}">.*?</script>`, 's'),
          '',
        );
        // The page's own headers, the Content-Security-Policy among them; the body goes out as it is now.
        const headers = Object.fromEntries(
          Object.entries(response.headers()).filter(
            ([name]) => name !== 'content-encoding' && name !== 'content-length',
          ),
        );
        expect(headers['content-security-policy']).toContain("script-src 'self'");
        await route.fulfill({ response, headers, body });
      });
      await page.route(site.url('/remotes.json'), (route) =>
        route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
      );
    },
  },
];

for (const { name, fail } of failures) {
  test(`the shell cannot start because ${name}: «Обновить» reloads the page, which then works`, async ({
    page,
    site,
  }) => {
    const cspViolations = await recordCspViolations(page);
    await fail(page, site);
    await page.goto(site.url('/'));
    await expect(page.getByRole('heading', { level: 1, name: /Маркетинг или разработка/ })).toBeVisible();
    // The shell's code runs at the visitor's first intent on a page of server markup (decision record 030).
    await pointAtThePage(page);
    await expect(page.getByRole('heading', { name: 'Сайт временно недоступен' })).toBeVisible();

    // The next load may succeed: the button must load the page again, under the page's own CSP.
    await page.unrouteAll({ behavior: 'wait' });
    const reloaded = page.waitForResponse(
      (response) => response.url() === site.url('/') && response.request().resourceType() === 'document',
      { timeout: 10_000 },
    );
    await page.getByRole('button', { name: 'Обновить' }).click();
    expect((await reloaded).status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1, name: /Маркетинг или разработка/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Название услуги' }).fill('Таргет');
    await expect(
      page.getByRole('list', { name: 'Результаты поиска' }).getByRole('listitem').first(),
    ).toContainText('Таргетированная реклама');
    await expect(page.getByRole('heading', { name: 'Сайт временно недоступен' })).toHaveCount(0);
    expect(await cspViolations()).toEqual([]);
  });
}
