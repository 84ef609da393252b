import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium as playwrightChromium } from 'playwright-core';
import { type RemoteName, remoteNames, routeTable } from 'shared-data/core';
import { readServerEnv } from 'shared-data/server';
import { chromiumArgs, chromiumPath } from './process/chromium';
import { localSite, type Piece, Site } from './process/site';
import {
  type PrerenderedPage,
  type PrerenderFile,
  pageConfigKeys,
  prerenderFileName,
} from './serve/prerendered-pages';
import { repoRoot } from './webpack/shared-modules';

const pageTimeoutMs = 30_000;

export interface PrerenderOptions {
  /** Remotes whose pages are rendered; all by default. */
  remotes?: readonly RemoteName[];
  /** Build folder of a remote when it is not `<remote>/dist` (a release being prepared). */
  roots?: Partial<Record<RemoteName, string>>;
  /** Render even when the pages on disk were rendered from the same builds. */
  force?: boolean;
}

const rootOf = (app: RemoteName, roots: PrerenderOptions['roots']) =>
  roots?.[app] ?? join(repoRoot, app, 'dist');

/** Fingerprint of what a remote's pages are rendered from: the shell's page and scripts and the remote's build. */
function inputsOf(app: RemoteName, roots: PrerenderOptions['roots']): string {
  const hash = createHash('sha256');
  for (const file of [
    join(repoRoot, 'shell/dist/index.html'),
    join(repoRoot, 'shell/dist/main.js'),
    join(rootOf(app, roots), 'mf-manifest.json'),
    join(rootOf(app, roots), 'remoteEntry.js'),
  ])
    hash.update(existsSync(file) ? readFileSync(file) : file);
  return hash.digest('hex').slice(0, 16);
}

function renderedFrom(app: RemoteName, roots: PrerenderOptions['roots']): string | undefined {
  try {
    const file = JSON.parse(
      readFileSync(join(rootOf(app, roots), prerenderFileName), 'utf8'),
    ) as PrerenderFile;
    return file.inputs;
  } catch {
    return undefined;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** What the browser captures once the live app has taken the page over: its markup and every Emotion rule. */
function capturePage(app: string): { html: string; css: string } {
  const live = document.querySelector(`#app-${app} > [data-live]`);
  if (!live) throw new Error(`#app-${app} has no live render`);
  const css = [...document.styleSheets]
    .filter(
      (sheet) => sheet.ownerNode instanceof HTMLStyleElement && sheet.ownerNode.hasAttribute('data-emotion'),
    )
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
  return { html: live.innerHTML, css };
}

/** The live app's markers become inert copies, so scripts and tests never mistake the markup for the app. */
const asPrerendered = (html: string) =>
  html.replace(/ data-app="/g, ' data-prerendered-app="').replace(/ data-release="[^"]*"/g, '');

/**
 * Renders every page without a parameter in headless Chromium against a throwaway copy of the composed site and
 * saves each remote's pages as `prerender.json` in its build folder. The shell's server puts a page's markup and
 * styles into the HTML it sends, so crawlers, link previews and visitors see the page before any script runs.
 */
export async function prerenderPages({ remotes = remoteNames, roots, force = false }: PrerenderOptions = {}) {
  if (!existsSync(chromiumPath)) {
    console.log(`▸ prerender skipped: no Chromium at ${chromiumPath}; pages are served with their head only`);
    return;
  }
  const stale = remotes.filter((app) => force || renderedFrom(app, roots) !== inputsOf(app, roots));
  if (stale.length === 0) {
    console.log('▸ prerendered pages are up to date');
    return;
  }
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'agency-prerender-'));
  const releasesDir = join(work, 'releases');
  for (const app of remoteNames) {
    const root = roots?.[app];
    if (!root) continue;
    mkdirSync(join(releasesDir, app), { recursive: true });
    symlinkSync(root, join(releasesDir, app, 'current'));
  }
  const ports: Record<Piece, number> = {
    shell: await freePort(),
    'marketing-app': await freePort(),
    'digital-app': await freePort(),
    'ambassador-app': await freePort(),
    functions: await freePort(),
  };
  const { env } = localSite(ports, work);
  const config = readServerEnv(env, repoRoot).runtime;
  const logs: string[] = [];
  const site = new Site({ env, log: (piece: Piece, line) => logs.push(`${piece}: ${line}`) });
  for (const app of stale) rmSync(join(rootOf(app, roots), prerenderFileName), { force: true });
  const browser = await playwrightChromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    await site.startAll();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
    for (const app of stale) {
      const pages: Record<string, PrerenderedPage> = {};
      const routes = routeTable.filter((route) => route.app === app && !route.path.includes(':'));
      for (const { path } of routes) {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`http://localhost:${ports.shell}${path}`, {
          waitUntil: 'networkidle',
          timeout: pageTimeoutMs,
        });
        await page.waitForFunction(
          (name) => {
            const live = document.querySelector(`#app-${name} > [data-live]`);
            return (
              live !== null &&
              !document.querySelector('[data-prerendered]') &&
              live.querySelector('h1') !== null &&
              live.querySelector('[aria-busy="true"]') === null
            );
          },
          app,
          { timeout: pageTimeoutMs },
        );
        await page.waitForLoadState('networkidle');
        if (errors.length > 0) throw new Error(`${path}: ${errors.join('; ')}`);
        const { html, css } = await page.evaluate(capturePage, app);
        pages[path] = { html: asPrerendered(html), css };
        await page.close();
      }
      const shown = Object.values(pages)
        .map((page) => page.html)
        .join('\n');
      const file: PrerenderFile = {
        renderedAt: new Date().toISOString(),
        inputs: inputsOf(app, roots),
        config: Object.fromEntries(
          Object.entries(config).filter(
            ([key, value]) =>
              (pageConfigKeys as readonly string[]).includes(key) || shown.includes(String(value)),
          ),
        ),
        pages,
      };
      writeFileSync(join(rootOf(app, roots), prerenderFileName), JSON.stringify(file));
      console.log(`▸ prerendered ${routes.length} page(s) of ${app}`);
    }
  } catch (error) {
    console.error(logs.slice(-30).join('\n'));
    throw error;
  } finally {
    await browser.close();
    await site.stopAll();
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`▸ prerender finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  prerenderPages({ force: process.argv.includes('--force') }).catch((error: Error) => {
    console.error(`✖ prerender: ${error.message}`);
    process.exit(1);
  });
}
