import { routeTable } from 'shared-data/core';
import { expect, test } from '../../fixtures';

/** Every route without a parameter is rendered at build time. */
const prerenderedRoutes = routeTable.filter((route) => !route.path.includes(':'));
const measuredRoutes = [
  '/',
  '/pricing',
  '/digital',
  '/digital/services',
  '/ambassador',
  '/smm-services-tashkent',
];

test.describe('raw HTML', () => {
  for (const { path } of prerenderedRoutes) {
    test(`${path} arrives with its page markup and styles`, async ({ request, site }) => {
      const response = await request.get(site.url(path));
      expect(response.status()).toBe(200);
      const html = await response.text();
      const start = html.indexOf(`<div data-prerendered="${path}">`);
      const markup = start < 0 ? '' : html.slice(start, html.indexOf('<div id="shell-root">', start));
      expect(markup, 'prerendered markup').toBeTruthy();
      expect(markup).toMatch(/<h1[\s>]/);
      expect(markup).toMatch(/<header[\s>]/);
      expect(markup).toMatch(/<footer[\s>]/);
      expect(markup).not.toContain('data-app=');
      expect(html).toMatch(/<style data-prerendered-css>[^<]{500,}<\/style>\s*<\/head>/);
    });
  }
});

test.describe('without JavaScript', () => {
  for (const path of ['/', '/pricing', '/digital', '/ambassador']) {
    test(`${path} reads as a whole, styled page`, async ({ browser, site }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      await page.goto(site.url(path));
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      expect(
        Number.parseFloat(await heading.evaluate((element) => getComputedStyle(element).fontSize)),
      ).toBeGreaterThan(24);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await page.locator('footer a[href^="/"]').count()).toBeGreaterThan(0);
      await context.close();
    });
  }
});

test.describe('the live app takes over', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of measuredRoutes) {
    test(`${path}: nothing moves, nothing doubles`, async ({ page, site }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(site.url(path));
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
      await expect(page.locator('[data-live] h1')).toBeVisible();
      await page.waitForTimeout(300);
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
      );
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
      await expect(page.locator('title')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
      await expect(page.locator('style[data-prerendered-css]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }
});
