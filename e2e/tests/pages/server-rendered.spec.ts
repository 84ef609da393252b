import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { routeTable } from 'shared-data/core';
import { benchRoutes } from '../../../tools/bench/targets';
import { expect, test } from '../../fixtures';
import { pointAtThePage } from '../../visitor';

const repoRoot = join(import.meta.dirname, '../../..');

/** Every public route without a parameter is rendered by its remote at build time. */
const renderedRoutes = routeTable.filter((route) => !route.path.includes(':') && !route.private);

/** The markup written into the route's app element, up to the next app element. */
function appMarkup(html: string, app: string, path: string) {
  const start = html.indexOf(`<div id="app-${app}" data-rendered-path="${path}">`);
  return start < 0 ? '' : html.slice(start, html.indexOf('<div id="shell-root">', start));
}

test.describe('raw HTML', () => {
  for (const { path, app } of renderedRoutes) {
    test(`${path} arrives with its page markup and styles, and inline only the hashed early-click capture`, async ({
      request,
      site,
    }) => {
      const response = await request.get(site.url(path));
      expect(response.status()).toBe(200);
      const html = await response.text();
      const markup = appMarkup(html, app, path);
      expect(markup, 'server-rendered markup').toBeTruthy();
      expect(markup).toContain(`<div data-app="${app}"`);
      expect(markup).toMatch(/<h1[\s>]/);
      expect(markup).toMatch(/<header[\s>]/);
      expect(markup).toMatch(/<footer[\s>]/);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<style data-emotion="css-global [^"]+">/);
      expect(head).toMatch(/<style data-emotion="css [^"]+">[^<]{500,}<\/style>/);
      // JSON blocks are data; the one inline script is the early-click capture, allowed by its hash in the CSP.
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter((match) => !/type="application\/(ld\+)?json"/.test(match[1] ?? ''))
        .map((match) => match[2] ?? '');
      expect(inline, 'inline scripts besides the early-click capture').toHaveLength(1);
      const hash = createHash('sha256')
        .update(inline[0] ?? '')
        .digest('base64');
      expect(response.headers()['content-security-policy']).toMatch(
        new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/=]/g, (char) => `\\${char}`)}'`),
      );
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

test.describe('hydrated, not replaced', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of benchRoutes) {
    test(`${path}: the same elements come alive, nothing moves, nothing doubles`, async ({ page, site }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        const served: Element[] = [];
        Object.assign(window, { layoutShifts: shifts, servedElements: served });
        // Every element of the app markup as it arrived from the server.
        document.addEventListener('DOMContentLoaded', () => {
          served.push(...document.querySelectorAll('#app-root [data-app] *'));
        });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as unknown as { value: number; hadRecentInput: boolean };
            if (!shift.hadRecentInput) shifts.push(shift.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(site.url(path));
      // The page is live once its menu answers, as a visitor would find out.
      const menu = page.getByRole('button', { name: 'Меню' });
      await menu.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      const { shifts, served, replaced } = await page.evaluate(() => {
        const found = window as unknown as { layoutShifts: number[]; servedElements: Element[] };
        return {
          shifts: found.layoutShifts,
          served: found.servedElements.length,
          replaced: found.servedElements
            .filter((element) => !element.isConnected)
            .map((element) => element.outerHTML.slice(0, 80)),
        };
      });
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.01);
      expect(served).toBeGreaterThan(50);
      expect(replaced, 'server elements no longer in the page').toEqual([]);
      await expect(page.locator('title')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('scripts named in the HTML', () => {
  for (const path of benchRoutes) {
    test(`${path}: runs no script before the visitor reaches for it, and fetches each it names once`, async ({
      page,
      site,
    }) => {
      // Every script request and whether the browser's cache answered it (a prefetched script run later).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      const requests = new Map<string, string>();
      const fromCache = new Set<string>();
      cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
        // The test's own look into the cache (below) is no fetch of the page's.
        if (type === 'Fetch') return;
        const url = request.url.split('#')[0] ?? '';
        if (/\.js(\?|$)|\/mf-manifest\.json$/.test(url)) requests.set(requestId, url);
      });
      cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
      cdp.on('Network.responseReceived', ({ requestId, response }) => {
        if (response.fromDiskCache || response.fromPrefetchCache) fromCache.add(requestId);
      });
      // The page's network at rest: nothing in flight, and nothing begun or ended for half a second (what Playwright's
      // `networkidle` is, for the page's load only; the code the intent runs loads after that).
      const inFlight = new Set<string>();
      let lastActivity = Date.now();
      cdp.on('Network.requestWillBeSent', ({ requestId }) => {
        inFlight.add(requestId);
        lastActivity = Date.now();
      });
      for (const ended of ['Network.loadingFinished', 'Network.loadingFailed'] as const) {
        cdp.on(ended, ({ requestId }) => {
          inFlight.delete(requestId);
          lastActivity = Date.now();
        });
      }
      const atRest = () => inFlight.size === 0 && Date.now() - lastActivity >= 500;
      const fetched = () => [...requests].filter(([id]) => !fromCache.has(id)).map(([, url]) => url);
      // The page's own named files its cache does not hold yet (a remote's cannot be asked for so): a prefetch not
      // stored yet (still under way, or being written) is not what the browser's load of the script finds, which
      // then fetches it again.
      const notCached = (urls: string[]) =>
        page.evaluate(async (all) => {
          const missing: string[] = [];
          for (const url of all) {
            const held = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' }).catch(
              () => undefined,
            );
            if (!held?.ok) missing.push(url);
          }
          return missing;
        }, urls);

      const response = await page.goto(site.url(path));
      const html = (await response?.text()) ?? '';
      const named = [
        ...new Set(
          [...html.matchAll(/<(?:script[^>]*\bsrc|link rel="pre(?:fetch|load)"[^>]*\bhref)="([^"]+)"/g)].map(
            (match) => new URL(match[1] ?? '', site.url(path)).href,
          ),
        ),
      ];
      expect(named.length, 'scripts named in the HTML').toBeGreaterThan(10);
      // Once loaded, the page fetches what it names, at the lowest priority, and runs none of it.
      await expect
        .poll(() => named.filter((url) => !fetched().includes(url)), { message: 'named but not fetched' })
        .toEqual([]);
      const ownNamed = named.filter((url) => new URL(url).origin === new URL(site.url(path)).origin);
      await expect.poll(() => notCached(ownNamed), { message: 'fetched but not in the cache' }).toEqual([]);
      expect(await page.locator('script[src]').count(), 'scripts run before the intent').toBe(0);

      // The visitor's pointer comes to rest over the page: its code runs, from the cache.
      await pointAtThePage(page);
      await expect(page.locator('script[src$="/main.js"]')).toBeAttached();
      await expect.poll(atRest, { message: 'the network at rest after the intent' }).toBe(true);
      expect(
        fetched().filter((url) => !named.includes(url)),
        'fetched but not named',
      ).toEqual([]);
      expect(
        fetched().filter((url, index, all) => all.indexOf(url) !== index),
        'fetched twice',
      ).toEqual([]);
    });
  }
});

test.describe('a server with other contacts than the build', () => {
  let server: ChildProcess | undefined;
  test.afterEach(() => {
    server?.kill('SIGTERM');
  });

  test("renders the pages again with its remote's server bundle and shows its own phone", async ({
    request,
    site,
  }) => {
    const port = site.ports.shell + 7;
    const phone = '+998 90 111 22 33';
    server = spawn(join(repoRoot, 'node_modules/.bin/tsx'), [join(repoRoot, 'shell/server/main.ts')], {
      env: { ...site.env, PORT: String(port), AGENCY_PHONE: phone },
      stdio: 'ignore',
    });
    const url = `http://localhost:${port}/pricing`;
    await expect
      .poll(async () => (await request.get(url).catch(() => undefined))?.status(), { timeout: 20_000 })
      .toBe(200);
    const html = await (await request.get(url)).text();
    const markup = appMarkup(html, 'marketing-app', '/pricing');
    expect(markup).toContain(phone);
    expect(markup).not.toContain('+998 71 200 45 45');
  });
});
