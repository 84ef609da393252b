import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import {
  findRoute,
  type PageData,
  type ReferralInfo,
  type RemoteName,
  type RouteMeta,
  referralLandingTexts,
} from 'shared-data/core';
import {
  createLogger,
  errorReporter,
  type Logger,
  type ReportError,
  requestLog,
  type ServerEnv,
} from 'shared-data/server';
import { setCacheHeaders } from './cache-headers';
import {
  type ChunkFiles,
  chunkFilesName,
  formKitGroups,
  readChunkFiles,
  shellStartGroup,
} from './chunk-files';
import { notFoundBody, renderHead, renderPage } from './html-page';
import { createPrerenderedPages, type ServedPage, withPrerenderedPage } from './prerendered-pages';
import { createReferralLookup } from './referral-lookup';
import { pageSecurityHeaders } from './security-headers';
import { registerSiteFiles } from './site-files';
import { registerSpeculationRules, speculationRulesHeader } from './speculation-rules';

const isAssetPath = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html');

/**
 * The shell's server: page HTML per route (200 for known routes, 404 with the 404 page otherwise),
 * the runtime registry and config, and the shell's static files.
 */
export function createShellServer(
  env: ServerEnv,
  distDir: string,
  {
    liveReloadOrigins = [],
    logger = createLogger('shell'),
    reportError = errorReporter(env.runtime.sentryDsn, 'shell'),
  }: {
    /** `npm run dev`: the live-reload sockets the pages may connect to. */
    liveReloadOrigins?: readonly string[];
    /** Where the request lines go: JSON on stdout by default. */
    logger?: Logger;
    /** Told of each error a request threw (answered 500), with the request id; Sentry at `SENTRY_DSN` by default. */
    reportError?: ReportError;
  } = {},
) {
  const templatePath = join(distDir, 'index.html');
  let template = {
    mtimeMs: -1,
    html: '',
    scriptHashes: [] as string[],
    parts: { formKit: [], provides: {}, sharedIslands: {} } as ShellParts,
  };
  const readTemplate = () => {
    const { mtimeMs } = statSync(templatePath);
    if (mtimeMs !== template.mtimeMs) {
      const { html, scriptHashes } = inlineEarlyScript(readFileSync(templatePath, 'utf8'), distDir);
      template = { mtimeMs, html, scriptHashes, parts: shellParts(distDir) };
    }
    return template;
  };
  // The page's policy allows the inline early-click script by its hash, whichever build is being served.
  const securityHeaders = new Map<string, MiddlewareHandler>();
  const pageHeaders: MiddlewareHandler = (c, next) => {
    const { scriptHashes } = readTemplate();
    const key = scriptHashes.join(' ');
    let headers = securityHeaders.get(key);
    if (!headers) {
      headers = pageSecurityHeaders(env, scriptHashes, liveReloadOrigins);
      securityHeaders.set(key, headers);
    }
    return headers(c, next);
  };

  const pages = createPrerenderedPages(env.remotes, env.runtime);
  const lookUpReferral = createReferralLookup(env.runtime, { serverKey: env.functionsServerKey });

  /**
   * The page with the shell's files among its preloads: its copies of the shared modules the remote takes (the
   * remote's own copy of one the shell does not provide), and the form parts when the markup shows a form (hydration
   * needs them).
   */
  const withShellParts = (page: ServedPage, { formKit, provides, sharedIslands }: ShellParts): ServedPage => {
    if (!page.preloads) return page;
    const { ownShared = {} } = page.preloads;
    const shared = page.preloads.shared.flatMap((key) => {
      const shells = provides[key];
      return shells ? shells.map((file) => `/${file}`) : (ownShared[key] ?? []);
    });
    const form = page.html.includes('<form') ? formKit : [];
    // shared-ui's islands come with the shell's copy of shared-ui: every island of a page hydrates by the time the
    // browser is idle after load, so its code is named with the page's.
    const islands = [...page.html.matchAll(/<div data-island="([^"]+)"/g)].flatMap(
      ([, name]) => sharedIslands[name ?? ''] ?? [],
    );
    const scripts = [...new Set([...page.preloads.scripts, ...shared, ...form, ...islands])];
    return { ...page, preloads: { ...page.preloads, scripts } };
  };

  /** The page's HTML: its head, and its markup with the data it was rendered with when there is markup. */
  const servedPage = (
    app: RemoteName,
    pathname: string,
    head: string,
    page?: ServedPage,
    data?: PageData,
  ) => {
    const { html, parts } = readTemplate();
    return page
      ? withPrerenderedPage(
          renderPage(html, head, env.runtime, '', { ...data, renderedAt: page.renderedAt }, env.remotes),
          app,
          pathname,
          withShellParts(page, parts),
        )
      : renderPage(html, head, env.runtime, '', undefined, env.remotes);
  };

  const app = new Hono();
  app.use('*', ...requestLog({ logger, onError: reportError }));
  app.use('*', pageHeaders);
  app.use('*', compress());
  app.get('/remotes.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(env.remotes);
  });
  app.get('/app-config.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(env.runtime);
  });
  app.get('/index.html', (c) => c.redirect('/', 301));
  registerSiteFiles(app, env.runtime);
  registerSpeculationRules(app);
  const assets = serveStatic({ root: distDir, onFound: setCacheHeaders });
  app.use('*', (c, next) => (isAssetPath(new URL(c.req.url).pathname) ? assets(c, next) : next()));
  app.get('*', async (c) => {
    const { pathname } = new URL(c.req.url);
    if (isAssetPath(pathname) || pathname.endsWith('.html')) {
      c.header('Cache-Control', 'no-cache');
      return c.text('Not found', 404);
    }
    const route = findRoute(pathname);
    c.header('Cache-Control', 'no-cache');
    c.header('Speculation-Rules', speculationRulesHeader);
    if (!route) {
      const head = renderHead(
        {
          meta: { title: 'Страница не найдена', description: 'Такой страницы нет на сайте.', keywords: [] },
          noindex: true,
        },
        env.runtime,
      );
      return c.html(
        renderPage(readTemplate().html, head, env.runtime, notFoundBody, undefined, env.remotes),
        404,
      );
    }
    if (route.path.includes(':')) {
      const referralId = route.app === 'ambassador-app' ? referralIdOf(pathname) : undefined;
      const found = referralId === undefined ? undefined : await lookUpReferral(referralId);
      const head = renderHead(
        {
          meta: found?.known ? referralMeta(route.meta, found.info) : route.meta,
          canonicalPath: pathname,
          // Personal links: a preview may show the inviter, a search engine should not list them.
          noindex: true,
        },
        env.runtime,
      );
      const data =
        found && referralId !== undefined ? { referral: { referralId, info: found.info } } : undefined;
      const page = data && (await pages.render(route.app, `${pathname}${new URL(c.req.url).search}`, data));
      return c.html(servedPage(route.app, pathname, head, page, data));
    }
    if (route.private) {
      // The team's own pages carry personal data: the app renders them in the browser, for nobody to index.
      const head = renderHead({ meta: route.meta, noindex: true }, env.runtime);
      return c.html(servedPage(route.app, pathname, head, undefined));
    }
    const head = renderHead({ meta: route.meta, canonicalPath: route.path }, env.runtime);
    return c.html(servedPage(route.app, pathname, head, await pages.page(route.app, route.path)));
  });
  // Logged with its stack by the request log; the visitor gets a plain 500.
  app.onError((_, c) => c.text('Internal Server Error', 500));
  return app;
}

interface ShellParts {
  /** The form kit's files. */
  formKit: string[];
  /** The files of the shell's copy of each shared module, less those its page template already names. */
  provides: ChunkFiles['provides'];
  /** Chunk group → files of the shell's other named groups: shared-ui's islands among them. */
  sharedIslands: Record<string, string[]>;
}

/** What the shell's build offers a page beyond its start: its chunk list, or nothing from a build without one. */
function shellParts(distDir: string): ShellParts {
  if (!existsSync(join(distDir, chunkFilesName))) return { formKit: [], provides: {}, sharedIslands: {} };
  const { groups, provides } = readChunkFiles(distDir);
  const start = new Set(groups[shellStartGroup] ?? []);
  const notAtStart = (files: string[]) => files.filter((file) => !start.has(file));
  return {
    formKit: notAtStart(formKitGroups.flatMap((name) => groups[name] ?? [])).map((file) => `/${file}`),
    provides: Object.fromEntries(Object.entries(provides).map(([key, files]) => [key, notAtStart(files)])),
    sharedIslands: Object.fromEntries(
      Object.entries(groups).map(([name, files]) => [name, notAtStart(files).map((file) => `/${file}`)]),
    ),
  };
}

/** The referral id of `/ambassador/<id>` or `/referral/<id>`. */
const referralIdOf = (pathname: string) => {
  const last = pathname.split('/').filter(Boolean).pop();
  try {
    return last === undefined ? undefined : decodeURIComponent(last);
  } catch {
    return undefined;
  }
};

/** The head of a referral landing whose ambassador is known: who invites, in the title and the link preview. */
const referralMeta = (meta: RouteMeta, info: ReferralInfo): RouteMeta => ({
  ...meta,
  title: referralLandingTexts.title(info.name_genitive || info.name),
  description: referralLandingTexts.shareDescription(info.name_genitive || info.name),
});

/** The tag of the shell's template that loads the early-click capture. */
export const earlyScriptTag = '<script src="/early-script.js"></script>';

/**
 * The template with the early-click capture written into the page instead of fetched: the first paint then waits for
 * no second request. Returns the script's CSP hash (`sha256-…`); a build without the script keeps the tag.
 */
export function inlineEarlyScript(html: string, distDir: string): { html: string; scriptHashes: string[] } {
  const path = join(distDir, 'early-script.js');
  if (!html.includes(earlyScriptTag) || !existsSync(path)) return { html, scriptHashes: [] };
  const code = readFileSync(path, 'utf8').trim();
  if (/<\/script/i.test(code)) return { html, scriptHashes: [] };
  const hash = `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
  return { html: html.replace(earlyScriptTag, () => `<script>${code}</script>`), scriptHashes: [hash] };
}
