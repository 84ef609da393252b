import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { routeTable } from 'shared-data/core';
import { expect, test } from '../../fixtures';

/** Every route without a parameter, whichever remote owns it. */
const walkedRoutes = routeTable.filter((route) => !route.path.includes(':'));
const screenshots = join(import.meta.dirname, '../../../.tmp/screenshots');
const widths = [1280, 390] as const;

/** Every finding of an axe scan (WCAG 2.1 A/AA and best practices), as readable lines. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.html.slice(0, 160)} (${node.failureSummary?.replaceAll('\n', ' ')})`)
        .join(', ')}`,
  );
}

test.beforeAll(() => mkdirSync(screenshots, { recursive: true }));

for (const width of widths) {
  test.describe(`every page at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 800 : 844 } });

    for (const { path, app: appName } of walkedRoutes) {
      test(`${path} renders whole, fits the screen and passes axe`, async ({ page, site }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });

        await page.addInitScript(() => {
          const seen: string[] = [];
          Object.assign(window, { cspViolations: seen });
          document.addEventListener('securitypolicyviolation', (event) =>
            seen.push(`${event.violatedDirective} ${event.blockedURI}`),
          );
        });

        const response = await page.goto(site.url(path));
        expect(response?.status()).toBe(200);
        expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
        const app = page.locator(`[data-app="${appName}"]`);
        await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();

        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText reads what is rendered, not a DOM property.
        const text = await page.locator('body').innerText();
        expect(text).not.toMatch(/\b(undefined|NaN|null|Lorem|TODO)\b|\[object /);

        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);

        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        expect(
          await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
        ).toEqual([]);

        const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
        await page.screenshot({ path: join(screenshots, `${name}-${width}.png`), fullPage: true });
      });
    }
  });
}
