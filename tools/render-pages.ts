import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import {
  exposedAppGroup,
  languages,
  type PrerenderFile,
  pageConfigKeys,
  pathIn,
  prerenderFileName,
  type RemoteName,
  type RemoteScripts,
  type RuntimeConfig,
  routeTable,
  serverRendererPath,
} from 'shared-data/core';
import type { PageRequest, RenderedPage } from 'shared-ui/server';
import { readChunkFiles } from './webpack/chunk-files-plugin';

/** What a remote's server bundle exports. */
export interface ServerRenderer {
  renderPage: (request: PageRequest) => Promise<RenderedPage>;
}

/**
 * Bundles a remote's server entry (`src/server.tsx`) for Node into `<outDir>/server/render.mjs`: React, Emotion and
 * the remote's pages in one file, with the same release id as its browser build (the markup carries it).
 */
export async function bundleServerRenderer(appDir: string, outDir: string, releaseId: string) {
  const outfile = join(outDir, serverRendererPath);
  await build({
    entryPoints: [join(appDir, 'src/server.tsx')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __RELEASE_ID__: JSON.stringify(releaseId),
    },
    // CommonJS parts of React ask for Node's built-ins with `require`, which an ES module lacks.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return outfile;
}

/** Imports a server bundle; a new file name or query gives a fresh module. */
export async function importRenderer(file: string): Promise<ServerRenderer> {
  return (await import(`${pathToFileURL(file).href}?t=${Date.now()}`)) as ServerRenderer;
}

/** The config values a set of pages shows: the page keys plus any other value found in the markup. */
export function configShownIn(html: string, config: RuntimeConfig): Partial<RuntimeConfig> {
  return Object.fromEntries(
    Object.entries(config).filter(
      ([key, value]) => (pageConfigKeys as readonly string[]).includes(key) || html.includes(String(value)),
    ),
  );
}

/**
 * The remote's scripts from its build's `chunk-files.json`; a page naming a chunk the build does not have fails the
 * build (a page import without its `webpackChunkName`).
 */
export function scriptsOf(app: RemoteName, outDir: string, pages: PrerenderFile['pages']): RemoteScripts {
  const { groups, consumes, copies, copyConsumes, copyTexts = {} } = readChunkFiles(outDir);
  const entryGroups = [app, exposedAppGroup];
  const entry = entryGroups.flatMap((name) => groups[name] ?? []);
  if (entry.length < 2) throw new Error(`${app}: the build has no container or exposed app chunk`);
  for (const [path, page] of Object.entries(pages)) {
    const unknown = (page.chunks ?? []).filter((name) => !groups[name]);
    if (unknown.length > 0)
      throw new Error(`${app}: ${path} names chunk(s) ${unknown.join(', ')} the build does not have`);
  }
  const entryShared = [...new Set(entryGroups.flatMap((name) => consumes[name] ?? []))];
  return {
    entry,
    chunks: groups,
    entryShared,
    shared: consumes,
    provides: copies,
    providesShared: copyConsumes,
    providesTexts: copyTexts,
  };
}

/**
 * Renders every route of a remote without a parameter with its server bundle, in Node, and saves the pages as
 * `prerender.json` in its build folder, so the remote's release carries its own pages.
 */
export async function renderRemotePages(
  app: RemoteName,
  outDir: string,
  config: RuntimeConfig,
  // One render time for every page: what depends on the clock (the promo banner) hydrates against it.
  renderedAt = new Date().toISOString(),
) {
  const { renderPage } = await importRenderer(join(outDir, serverRendererPath));
  const pages: PrerenderFile['pages'] = {};
  for (const { path } of routeTable.filter(
    (route) => route.app === app && !route.private && !route.path.includes(':'),
  )) {
    // Each language's page at its own path: `/uz/pricing` renders the pricing page in Uzbek.
    for (const language of languages) {
      const localized = pathIn(language, path);
      pages[localized] = await renderPage({ path: localized, config, data: { renderedAt } });
    }
  }
  const shown = Object.values(pages)
    .map((page) => page.html)
    .join('\n');
  const file: PrerenderFile = {
    renderedAt,
    renderer: createHash('sha256')
      .update(readFileSync(join(outDir, serverRendererPath)))
      .digest('hex')
      .slice(0, 16),
    config: configShownIn(shown, config),
    pages,
    scripts: scriptsOf(app, outDir, pages),
  };
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, prerenderFileName), JSON.stringify(file));
  return Object.keys(pages).length;
}
