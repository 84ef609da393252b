import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { pathIn, routeTable } from 'shared-data/core';
import { axeViolations } from '../../axe-scans';
import { expect, type SiteFixture, test } from '../../fixtures';
import { recordCspViolations } from '../../visitor';
import { cyrillicWords } from './head-tags';

interface WalkedPage {
  /** The route pattern; `:referralId` is filled with the referral id of an ambassador registered for the walk. */
  pattern: string;
  /** The remote that renders the page, or undefined for the shell's own 404 page. */
  app?: string;
  status: number;
  name: string;
}

/**
 * Every public route of the table and the 404 page (the shell's own, in the site's header and footer too). The team's
 * private pages have no site header or footer; `admin/admin-inbox.spec.ts` walks them.
 */
const walkedPages: WalkedPage[] = [
  ...routeTable
    .filter((route) => !route.private)
    .map(({ path, app }) => ({
      pattern: path,
      app,
      status: 200,
      name: path === '/' ? 'home' : path.slice(1).replaceAll('/', '-').replaceAll(':', ''),
    })),
  { pattern: '/no-such-page', status: 404, name: 'not-found' },
];

/** The same pages in Uzbek, under `/uz`: the home page is `/uz`. */
const uzbekPages: WalkedPage[] = walkedPages.map((walked) => ({
  ...walked,
  pattern: pathIn('uz', walked.pattern),
  name: `uz-${walked.name}`,
}));

/** The ambassador each walk of a referral page registers: a name written in Cyrillic, as many are. */
const walkAmbassador = 'Шахзод Рахимов';

/** Fills the route parameters with the referral id of a freshly registered ambassador. */
async function samplePath(request: APIRequestContext, site: SiteFixture, pattern: string, label: string) {
  if (!pattern.includes(':')) return pattern;
  const answer = await request.post(
    `http://localhost:${site.ports.functions}/functions/v1/register-ambassador-simple`,
    { data: { name: walkAmbassador, email: `walk.${label}@example.uz` } },
  );
  expect(answer.status()).toBe(200);
  const { ambassador } = (await answer.json()) as { ambassador: { referral_link: string } };
  const referralId = new URL(ambassador.referral_link).pathname.split('/').at(-1) ?? '';
  return pattern.replace(':referralId', referralId);
}

const screenshots = join(import.meta.dirname, '../../../.tmp/screenshots');
const widths = [1280, 390] as const;

test.beforeAll(() => mkdirSync(screenshots, { recursive: true }));
// 88 pages, each on its own: both workers walk them, rather than one while the other has finished the rest.
test.describe.configure({ mode: 'parallel' });

for (const width of widths) {
  test.describe(`every page at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 800 : 844 } });

    for (const { pattern, app: appName, status, name } of [...walkedPages, ...uzbekPages]) {
      test(`${pattern} renders whole, fits the screen and passes axe`, async ({ page, site }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          if (status === 404 && message.text().includes('404')) return;
          errors.push(message.text());
        });

        const cspViolations = await recordCspViolations(page);

        const path = await samplePath(page.request, site, pattern, `${name}.${width}`);
        const response = await page.goto(site.url(path));
        expect(response?.status()).toBe(status);
        expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
        const app = appName ? page.locator(`[data-app="${appName}"]`) : page;
        await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();

        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText reads what is rendered, not a DOM property.
        const text = await page.locator('body').innerText();
        expect(text).not.toMatch(/\b(undefined|NaN|null|Lorem|TODO)\b|\[object /);
        // An Uzbek page shows no Russian word but the switch's way back («Русский») and the ambassador's name as they
        // wrote it.
        if (pattern.startsWith('/uz')) {
          const russian = cyrillicWords(text);
          expect(russian.filter((word) => !['Русский', walkAmbassador.split(' ')[0]].includes(word))).toEqual(
            [],
          );
        }

        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);

        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        expect(await cspViolations()).toEqual([]);

        await page.screenshot({ path: join(screenshots, `${name}-${width}.png`), fullPage: true });
      });
    }
  });
}
