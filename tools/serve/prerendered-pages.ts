import type { RemoteName, RemoteRegistryEntry, RuntimeConfig } from 'shared-data/core';

/** One page rendered at build time: the app's markup and the styles it needs. */
export interface PrerenderedPage {
  html: string;
  css: string;
}

/** `prerender.json` beside a remote's `mf-manifest.json`. */
export interface PrerenderFile {
  renderedAt: string;
  /** Fingerprint of the builds the pages were rendered from. */
  inputs: string;
  /** The runtime config values the markup shows (contacts, promo end): pages are only served with the same values. */
  config: Partial<RuntimeConfig>;
  pages: Record<string, PrerenderedPage>;
}

export const prerenderFileName = 'prerender.json';

/** Runtime config values that prerendered markup may show; a page rendered with other values is not served. */
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

interface CacheEntry {
  fetchedAt: number;
  file?: PrerenderFile;
  pending?: Promise<void>;
}

export interface PrerenderedPagesOptions {
  /** How long a fetched file is used before it is fetched again. */
  ttlMs?: number;
  /** A remote that answers slower than this leaves the page without prerendered markup, never slower. */
  timeoutMs?: number;
}

/**
 * Looks up a page's prerendered markup in its remote's `prerender.json`, fetched over HTTP from where the remote is
 * served (so a remote's own release brings its own pages) and kept for a few seconds. A remote that is down or slow
 * keeps the last file it served; without any, pages are served with their head only.
 */
export function createPrerenderedPages(
  registry: RemoteRegistryEntry[],
  config: RuntimeConfig,
  { ttlMs = 5000, timeoutMs = 800 }: PrerenderedPagesOptions = {},
) {
  const cache = new Map<RemoteName, CacheEntry>();

  const refresh = async (entry: RemoteRegistryEntry, cached: CacheEntry) => {
    try {
      const response = await fetch(new URL(prerenderFileName, entry.manifestUrl), {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) cached.file = undefined;
      else if (response.ok) cached.file = (await response.json()) as PrerenderFile;
    } catch {
      // Keep what was there: the page is still served, with or without the markup.
    }
    cached.fetchedAt = Date.now();
  };

  return async function prerenderedPage(app: RemoteName, path: string): Promise<PrerenderedPage | undefined> {
    const entry = registry.find((remote) => remote.name === app);
    if (!entry) return undefined;
    let cached = cache.get(app);
    if (!cached) {
      cached = { fetchedAt: 0 };
      cache.set(app, cached);
    }
    if (Date.now() - cached.fetchedAt >= ttlMs) {
      const current = cached;
      current.pending ??= refresh(entry, current).finally(() => {
        current.pending = undefined;
      });
      await current.pending;
    }
    const file = cached.file;
    if (!file || !renderedWithSameConfig(file, config)) return undefined;
    return file.pages[path];
  };
}

const appElementPattern = (app: RemoteName) => `<div id="app-${app}"></div>`;

/** Puts a page's prerendered markup into its app's element and its styles into the head. */
export function withPrerenderedPage(html: string, app: RemoteName, path: string, page: PrerenderedPage) {
  const attribute = path.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const css = page.css.replace(/<\/style/gi, '<\\/style');
  return html
    .replace('</head>', () => `<style data-prerendered-css>${css}</style>\n  </head>`)
    .replace(
      appElementPattern(app),
      () => `<div id="app-${app}"><div data-prerendered="${attribute}">${page.html}</div></div>`,
    );
}
