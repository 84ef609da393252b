import type { RemoteRegistryEntry } from 'shared-data/site';

/** What a retry needs from the page it runs in. */
export interface RetryPage {
  /** Whether the page's HTML asked the browser to preload scripts from this origin. */
  preloadsFrom: (origin: string) => boolean;
  /** Whether the remote's manifest answers now, past every cache. */
  answers: (url: string) => Promise<boolean>;
  reload: () => void;
}

const browserPage: RetryPage = {
  preloadsFrom: (origin) =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).some(
      (link) => new URL(link.href, document.baseURI).origin === origin,
    ),
  answers: (url) =>
    fetch(url, { cache: 'no-store' }).then(
      (response) => response.ok,
      () => false,
    ),
  reload: () => window.location.reload(),
};

/**
 * The fallback's retry for one remote. A page whose HTML preloaded the remote's scripts keeps those failed requests
 * for its lifetime, and the browser answers a later load of the same script with the old failure; so such a page
 * loads afresh once the remote answers again. Any other page loads the remote in place.
 */
export function createRetryLoad<T>(
  entry: RemoteRegistryEntry,
  load: () => Promise<T>,
  page: RetryPage = browserPage,
): () => Promise<T> {
  return async () => {
    if (!page.preloadsFrom(new URL(entry.manifestUrl).origin)) return load();
    if (!(await page.answers(entry.manifestUrl))) {
      throw new Error(`${entry.name}: ${entry.manifestUrl} does not answer`);
    }
    page.reload();
    // The page is going away; the retry never settles, so the fallback stays as it is until then.
    return new Promise<T>(() => undefined);
  };
}
