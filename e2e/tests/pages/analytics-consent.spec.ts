import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readToolEnv } from '../../../tools/env';
import { localSite, Site } from '../../../tools/launch/site';
import { expect, test } from '../../fixtures';
import { submitLead } from '../../lead-journey';

const metricaId = '98765432';
const ga4Id = 'G-E2E12345';
const tagUrl = /^https:\/\/(mc\.yandex\.ru|www\.googletagmanager\.com)\//;
const pages = ['/', '/pricing', '/digital', '/ambassador'];
const barName = 'Согласие на аналитику';

/** Answers the tags' origins with a tiny script (no internet needed) and lists what the page asked of them. */
async function stubTags(page: Page) {
  const asked: string[] = [];
  await page.route(tagUrl, (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'window.tagRuns = (window.tagRuns || 0) + 1;',
    });
  });
  return asked;
}

/** The goals the page has handed its tags' queues (none before they load), and what its address asks. */
const goalsOf = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { ym?: { a?: unknown[][] }; dataLayer?: ArrayLike<unknown>[] };
    return {
      metrica: (w.ym?.a ?? []).filter((call) => call[1] === 'reachGoal'),
      ga4: (w.dataLayer ?? []).map((call) => Array.from(call)).filter((call) => call[0] === 'event'),
      search: location.search,
    };
  });

/** One lead counted by both tags, on a page whose address no longer says it was sent. */
const leadCounted = {
  metrica: [[Number(metricaId), 'reachGoal', 'lead']],
  ga4: [['event', 'generate_lead']],
  search: '',
};

/** Waits until the page has loaded and the browser has been idle twice, as the tags' loader waits. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  for (let n = 0; n < 2; n += 1) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  }
}

test('without analytics ids, pages show no bar and ask nothing of any origin but the site’s own', async ({
  page,
  site,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:')
      foreign.push(url.href);
  });
  for (const path of pages) {
    await page.goto(site.url(path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    await expect(page.getByRole('region', { name: barName })).toHaveCount(0);
  }
  expect(foreign).toEqual([]);
});

test.describe('with YANDEX_METRICA_ID and GA4_MEASUREMENT_ID set', () => {
  // A site of its own, its environment naming both ids, beside this worker's site on the ports that follow.
  const base = readToolEnv().E2E_PORT_BASE + 50;
  let site: Site;
  let work: string;
  let shellUrl: (path: string) => string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    work = mkdtempSync(join(tmpdir(), 'agency-analytics-'));
    const { ports, env } = localSite(base, work);
    env.YANDEX_METRICA_ID = metricaId;
    env.GA4_MEASUREMENT_ID = ga4Id;
    site = new Site({ env, log: () => {} });
    await site.startAll();
    shellUrl = (path) => `http://localhost:${ports.shell}${path}`;
  });

  test.afterAll(async () => {
    await site?.stopAll();
    rmSync(work, { recursive: true, force: true });
  });

  test('the tags load only after «Принять», the choice holds on reload, and a sent lead is a goal', async ({
    page,
  }) => {
    const asked = await stubTags(page);
    await page.goto(shellUrl('/#contact-form'));
    const bar = page.getByRole('region', { name: barName });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', '/privacy');
    await settle(page);
    expect(asked).toEqual([]);
    expect(await page.evaluate(() => 'ym' in window || 'gtag' in window)).toBe(false);

    await bar.getByRole('button', { name: 'Принять' }).click();
    await expect(bar).toBeHidden();
    await expect
      .poll(() => [...asked].sort())
      .toEqual([
        'https://mc.yandex.ru/metrika/tag.js',
        `https://www.googletagmanager.com/gtag/js?id=${ga4Id}`,
      ]);

    asked.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toBeHidden();
    await expect.poll(() => asked.length).toBe(2);
    await expect.poll(() => page.evaluate(() => (window as { tagRuns?: number }).tagRuns)).toBe(2);

    const form = page.locator('#contact-form');
    await form.getByRole('textbox', { name: 'Имя' }).fill('Дилноза');
    await form.getByRole('textbox', { name: 'Email' }).fill('analytics@example.uz');
    await form.getByRole('textbox', { name: 'Телефон' }).fill('+998 90 765 43 21');
    await form.getByRole('radio', { name: /Онлайн/ }).check();
    await submitLead(page, form.getByRole('button', { name: 'Записаться на консультацию' }));
    // Sent by the form's code (its notice), or posted by the platform when pressed before that arrived (the page that
    // thanks, which counts it once its tags load).
    await expect(page.getByText('Заявка отправлена!').first()).toBeVisible();
    await expect.poll(() => goalsOf(page)).toEqual(leadCounted);
  });

  test('a lead posted while the page’s code cannot arrive is a goal on the page that thanks for it', async ({
    page,
  }) => {
    const asked = await stubTags(page);
    await page.route(
      (url) => url.hostname === 'localhost' && url.pathname.endsWith('.js'),
      (route) => route.abort(),
    );
    await page.goto(shellUrl('/#contact-form'));
    await page.getByRole('region', { name: barName }).getByRole('button', { name: 'Принять' }).click();
    await expect.poll(() => asked.length).toBe(2);

    const form = page.locator('#contact-form');
    await form.getByRole('textbox', { name: 'Имя' }).fill('Шахноза');
    await form.getByRole('textbox', { name: 'Email' }).fill('posted-goal@example.uz');
    await form.getByRole('textbox', { name: 'Телефон' }).fill('+998 90 765 43 22');
    await form.getByRole('radio', { name: /Онлайн/ }).check();
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.isNavigationRequest(),
    );
    await submitLead(page, form.getByRole('button', { name: 'Записаться на консультацию' }));
    await posted;
    await expect(page.getByRole('status').filter({ hasText: 'Заявка отправлена!' })).toBeVisible();
    await expect.poll(() => goalsOf(page)).toEqual(leadCounted);
  });

  test('after «Отклонить» nothing loads, now or on the next visit', async ({ page }) => {
    const asked = await stubTags(page);
    await page.goto(shellUrl('/pricing'));
    const bar = page.getByRole('region', { name: barName });
    await bar.getByRole('button', { name: 'Отклонить' }).click();
    await expect(bar).toBeHidden();
    await settle(page);
    await page.goto(shellUrl('/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toBeHidden();
    await settle(page);
    expect(asked).toEqual([]);
  });

  test('on /privacy the choice can be changed: the bar returns, and a decline removes the tags’ cookies', async ({
    page,
  }) => {
    const asked = await stubTags(page);
    await page.goto(shellUrl('/privacy'));
    const bar = page.getByRole('region', { name: barName });
    await bar.getByRole('button', { name: 'Принять' }).click();
    await expect(bar).toBeHidden();
    await expect.poll(() => asked.length).toBe(2);
    // The answered tags are the test's own scripts; the cookies are the ones the real tags set on the site.
    const host = new URL(shellUrl('/')).hostname;
    await page
      .context()
      .addCookies(
        ['_ym_uid', '_ga', '_ga_E2E12345'].map((name) => ({ name, value: '1', domain: host, path: '/' })),
      );

    const change = page
      .getByRole('region', { name: 'Cookie и аналитика' })
      .getByRole('button', { name: 'Изменить выбор об аналитике' });
    await change.click();
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Принять' })).toBeFocused();
    await bar.getByRole('button', { name: 'Отклонить' }).click();
    await expect(bar).toBeHidden();
    await expect.poll(async () => (await page.context().cookies()).map((cookie) => cookie.name)).toEqual([]);

    asked.length = 0;
    await page.goto(shellUrl('/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toBeHidden();
    await settle(page);
    expect(asked).toEqual([]);
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px the bar is axe-clean, takes no focus and covers none of the page`, async ({
      page,
    }) => {
      await stubTags(page);
      await page.setViewportSize({ width, height: 844 });
      await page.goto(shellUrl('/'));
      const bar = page.getByRole('region', { name: barName });
      await expect(bar).toBeVisible();
      await settle(page);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      const barBox = await bar.boundingBox();
      const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(barBox && headingBox && barBox.y + barBox.height <= headingBox.y).toBe(true);
      expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('static');
      const { violations } = await new AxeBuilder({ page })
        .include('#analytics-consent')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});
