import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  appElementId,
  type PageData,
  type RemoteName,
  type RemoteRegistryEntry,
  type RuntimeConfig,
} from 'shared-data/core';
import { afterPaintTemplate } from '../src/scripts-after-paint';

/** One page rendered by its remote in Node: the app's markup, Emotion's style tags for it, its code's chunk names. */
export interface PrerenderedPage {
  html: string;
  css: string;
  chunks?: string[];
}

/** A remote's scripts, as its build wrote them: what loads the app, and the files of each named chunk. */
export interface RemoteScripts {
  /** The container (`remoteEntry.js`) and the exposed app's chunks, which every page of the remote loads. */
  entry: string[];
  /** Chunk name → files: a page's own code (`PrerenderedPage.chunks`). */
  chunks: Record<string, string[]>;
  /** The shared modules (share keys) the entry takes from the shell, and those of each chunk. */
  entryShared: string[];
  shared: Record<string, string[]>;
  /** The files of the remote's own copy of each shared module, for those the shell does not provide. */
  provides?: Record<string, string[]>;
}

/**
 * What a page's HTML asks the browser to fetch early: the remote's scripts (URLs) and the shared modules it takes
 * from the shell (share keys; the shell names its own files for them).
 */
export interface PagePreloads {
  scripts: string[];
  shared: string[];
  /** Share key → URLs of the remote's own copy, fetched when the shell does not provide that module. */
  ownShared?: Record<string, string[]>;
}

/** A page ready to be served, with when it was rendered (the browser hydrates clock-dependent parts against it). */
export interface ServedPage extends PrerenderedPage {
  renderedAt: string;
  /** Left out while the remote does not answer: a failed preload would stand in for the retry's own request. */
  preloads?: PagePreloads;
}

/** `prerender.json` beside a remote's `mf-manifest.json`: its pages without a parameter, rendered at build time. */
export interface PrerenderFile {
  renderedAt: string;
  /** Fingerprint of the server bundle (`server/render.mjs`) that rendered the pages. */
  renderer: string;
  /** The runtime config values the markup shows (contacts, promo end): pages are only served with the same values. */
  config: Partial<RuntimeConfig>;
  pages: Record<string, PrerenderedPage>;
  /** The remote's scripts; a page's HTML names them so the browser fetches them while it reads the page. */
  scripts?: RemoteScripts;
}

export const prerenderFileName = 'prerender.json';

/** The remote's server bundle, beside its `mf-manifest.json`: renders any of its pages on request. */
export const serverRendererPath = 'server/render.mjs';

/** Runtime config values that rendered markup may show; a page rendered with other values is rendered again. */
export const pageConfigKeys = [
  'agencyPhone',
  'contactEmail',
  'telegramUrl',
  'instagramUrl',
  'promoEndsAt',
] as const satisfies readonly (keyof RuntimeConfig)[];

/** Whether the markup was rendered with the config this server runs with. */
export const renderedWithSameConfig = (file: PrerenderFile, config: RuntimeConfig) =>
  Object.entries(file.config).every(([key, value]) => config[key as keyof RuntimeConfig] === value);

interface Renderer {
  renderPage: (request: { path: string; config: RuntimeConfig; data?: PageData }) => Promise<PrerenderedPage>;
}

interface Fetched<Value> {
  /** When the value is next loaded (epoch ms); 0 before the first load. */
  nextAt: number;
  /** Loads in a row that left nothing to serve. */
  misses: number;
  value?: Value;
  /** Whether the last load reached the source (a load that throws did not). */
  reachable: boolean;
  pending?: Promise<void>;
}

export interface PrerenderedPagesOptions {
  /** How long a fetched file is used before it is fetched again. */
  ttlMs?: number;
  /** How soon a remote that could not be reached, with no file kept from it, is asked again (doubling while it fails). */
  retryMs?: number;
  /** A remote that answers slower than this keeps its last file (the first fetch may take 4 times as long). */
  timeoutMs?: number;
  /** A render on request (config other than the build's) that takes longer leaves the page without its markup. */
  renderTimeoutMs?: number;
}

/**
 * Keeps what `load` gives for `ttlMs`. Only a load with nothing to serve yet is waited for; after that a stale value
 * is served while the next one loads (a page never waits for a refresh), and while a source fails or is slow, the last
 * value stays. A load that leaves nothing to serve (the source not up yet, or down) is tried again after `retryMs`,
 * doubling up to `ttlMs` while it keeps missing.
 */
function refreshing<Value>(
  ttlMs: number,
  retryMs: number,
  load: (key: string, last: Value | undefined, first: boolean) => Promise<Value | undefined>,
) {
  const entries = new Map<string, Fetched<Value>>();
  const settle = (entry: Fetched<Value>) => {
    entry.misses = entry.value === undefined ? entry.misses + 1 : 0;
    const wait = entry.misses === 0 ? ttlMs : Math.min(ttlMs, retryMs * 2 ** (entry.misses - 1));
    entry.nextAt = Date.now() + wait;
  };
  return async (key: string): Promise<{ value?: Value; reachable: boolean }> => {
    let entry = entries.get(key);
    if (!entry) {
      entry = { nextAt: 0, misses: 0, reachable: true };
      entries.set(key, entry);
    }
    if (Date.now() >= entry.nextAt) {
      const current = entry;
      current.pending ??= load(key, current.value, current.nextAt === 0)
        .then(
          (value) => {
            current.value = value;
            current.reachable = true;
          },
          (error: Error) => {
            current.reachable = false;
            console.error(`${key}: ${error.message}`);
          },
        )
        .finally(() => {
          settle(current);
          current.pending = undefined;
        });
      // Wait when there is nothing to serve yet; otherwise the last value goes out while the next loads.
      if (current.value === undefined) await current.pending;
    }
    return { value: entry.value, reachable: entry.reachable };
  };
}

const withTimeout = <Value>(promise: Promise<Value>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);

/**
 * A page's markup from its remote: the page in the remote's `prerender.json` when it was rendered with this
 * server's config, else rendered here on request by the remote's server bundle (both fetched over HTTP from where the
 * remote is served, so a remote's own release brings its own pages). A remote that is down or slow keeps the last
 * files it served; without any, the page is served with its head only and the app renders it in the browser.
 */
export function createPrerenderedPages(
  registry: RemoteRegistryEntry[],
  config: RuntimeConfig,
  { ttlMs = 5000, retryMs = 250, timeoutMs = 800, renderTimeoutMs = 3000 }: PrerenderedPagesOptions = {},
) {
  const entryOf = (app: string) => registry.find((remote) => remote.name === app);
  const fetchFile = async (app: string, file: string, ms: number, etag?: string) => {
    const entry = entryOf(app);
    if (!entry) return undefined;
    return fetch(new URL(file, entry.manifestUrl), {
      signal: AbortSignal.timeout(ms),
      headers: etag ? { 'if-none-match': etag } : {},
    });
  };
  const bundleTimeoutMs = Math.max(timeoutMs, 5000);

  // The file is asked for again every few seconds; an unchanged one answers 304 (ETag) and costs nothing.
  const etags = new Map<string, string>();
  const prerenderFile = refreshing<PrerenderFile>(ttlMs, retryMs, async (app, last, first) => {
    // A remote's first answer may be slow (a cold server compressing the file): it gets more time than later ones.
    const ms = first ? timeoutMs * 4 : timeoutMs;
    const response = await fetchFile(app, prerenderFileName, ms, last ? etags.get(app) : undefined).catch(
      (error: Error) => {
        throw new Error(`${prerenderFileName} could not be fetched (${error.message})`);
      },
    );
    if (!response || response.status === 404) return undefined;
    if (response.status === 304) return last;
    if (!response.ok) throw new Error(`${prerenderFileName} answered ${response.status}`);
    const file = (await response.json()) as PrerenderFile;
    const etag = response.headers.get('etag');
    if (etag) etags.set(app, etag);
    else etags.delete(app);
    return file;
  });

  // A remote's server bundle is fetched once per fingerprint its prerender.json names, and kept.
  const rendererDir = join(tmpdir(), `agency-renderers-${process.pid}`);
  const renderers = new Map<string, Promise<Renderer>>();
  const rendererOf = (app: string, fingerprint: string) => {
    const key = `${app}-${fingerprint}`;
    let renderer = renderers.get(key);
    if (!renderer) {
      renderer = (async () => {
        const response = await fetchFile(app, serverRendererPath, bundleTimeoutMs);
        if (!response?.ok) throw new Error(`${serverRendererPath} answered ${response?.status}`);
        const code = await response.text();
        const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
        mkdirSync(rendererDir, { recursive: true });
        const file = join(rendererDir, `${app}-${hash}.mjs`);
        if (!existsSync(file)) writeFileSync(file, code);
        return (await import(pathToFileURL(file).href)) as Renderer;
      })();
      renderer.catch(() => renderers.delete(key));
      renderers.set(key, renderer);
    }
    return renderer;
  };

  // Pages rendered here, by bundle and request; a parameter page's entry is dropped after a while (its data ages).
  const rendered = new Map<string, { at: number; page: Promise<ServedPage> }>();
  const keptRenders = 500;
  const renderHere = (app: RemoteName, fingerprint: string, path: string, data?: PageData) => {
    const key = `${app}:${fingerprint}:${path}:${data ? JSON.stringify(data) : ''}`;
    let entry = rendered.get(key);
    if (!entry || (data && Date.now() - entry.at > ttlMs * 12)) {
      const renderedAt = new Date().toISOString();
      const page = rendererOf(app, fingerprint)
        .then((renderer) => renderer.renderPage({ path, config, data: { ...data, renderedAt } }))
        .then((markup): ServedPage => ({ ...markup, renderedAt }));
      page.catch(() => rendered.delete(key));
      entry = { at: Date.now(), page };
      rendered.delete(key);
      rendered.set(key, entry);
      if (rendered.size > keptRenders) rendered.delete(rendered.keys().next().value as string);
    }
    return withTimeout(entry.page, renderTimeoutMs);
  };

  const renderOrNothing = async (app: RemoteName, fingerprint: string, path: string, data?: PageData) => {
    try {
      return await renderHere(app, fingerprint, path, data);
    } catch (error) {
      console.error(`${app}: ${path} could not be rendered: ${(error as Error).message}`);
      return undefined;
    }
  };

  /** The page with the remote's scripts it loads, as URLs where the remote serves them. */
  const withPreloads = (
    app: RemoteName,
    file: PrerenderFile,
    page: ServedPage | undefined,
    reachable: boolean,
  ): ServedPage | undefined => {
    const manifestUrl = entryOf(app)?.manifestUrl;
    if (!page || !reachable || !file.scripts || !manifestUrl) return page;
    const { entry, chunks, entryShared, shared, provides = {} } = file.scripts;
    const pageChunks = page.chunks ?? [];
    const files = [...entry, ...pageChunks.flatMap((name) => chunks[name] ?? [])];
    const urlOf = (name: string) => new URL(name, manifestUrl).href;
    const scripts = [...new Set(files)].map(urlOf);
    const keys = [...new Set([...entryShared, ...pageChunks.flatMap((name) => shared[name] ?? [])])];
    const ownShared = Object.fromEntries(keys.map((key) => [key, (provides[key] ?? []).map(urlOf)]));
    return { ...page, preloads: { scripts, shared: keys, ownShared } };
  };

  return {
    /** A page without a parameter: from `prerender.json`, or rendered here when the config differs. */
    async page(app: RemoteName, path: string): Promise<ServedPage | undefined> {
      if (!entryOf(app)) return undefined;
      const { value: file, reachable } = await prerenderFile(app);
      if (!file) return undefined;
      const built = file.pages[path];
      const page =
        renderedWithSameConfig(file, config) && built
          ? { ...built, renderedAt: file.renderedAt }
          : await renderOrNothing(app, file.renderer, path);
      return withPreloads(app, file, page, reachable);
    },
    /** A page rendered here for this request (path and query), with what the server knows about it. */
    async render(app: RemoteName, path: string, data: PageData): Promise<ServedPage | undefined> {
      if (!entryOf(app)) return undefined;
      const { value: file, reachable } = await prerenderFile(app);
      if (!file) return undefined;
      return withPreloads(app, file, await renderOrNothing(app, file.renderer, path, data), reachable);
    },
  };
}

const appElementPattern = (app: RemoteName) => `<div id="${appElementId(app)}"></div>`;

const attributeValue = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Links that start the page's downloads: the scripts, as webpack and the federation runtime load them (plain
 * `<script>` elements, the remote's container first), once the page has painted.
 */
export function preloadLinks({ scripts }: PagePreloads): string {
  return afterPaintTemplate(
    scripts.map((url) => `<link rel="preload" href="${attributeValue(url)}" as="script" />`),
  );
}

/**
 * Puts a page's markup into its app's element, marked with the path it shows, and its style tags and preload links
 * into the head.
 */
export function withPrerenderedPage(html: string, app: RemoteName, pathname: string, page: ServedPage) {
  const attribute = attributeValue(pathname);
  const head = page.preloads ? `${preloadLinks(page.preloads)}\n    ${page.css}` : page.css;
  return html
    .replace('</head>', () => `${head}\n  </head>`)
    .replace(
      appElementPattern(app),
      () => `<div id="${appElementId(app)}" data-rendered-path="${attribute}">${page.html}</div>`,
    );
}
