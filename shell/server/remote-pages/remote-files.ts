import { type PrerenderFile, prerenderFileName, type RemoteRegistryEntry } from 'shared-data/core';
import type { Logger } from 'shared-data/server';
import { refreshing } from './refreshing';

/** A file from where a remote is served: its files sit beside its federation manifest. */
export const fetchRemoteFile = (entry: RemoteRegistryEntry, file: string, ms: number, etag?: string) =>
  fetch(new URL(file, entry.manifestUrl), {
    signal: AbortSignal.timeout(ms),
    headers: etag ? { 'if-none-match': etag } : {},
  });

export interface PrerenderFilesOptions {
  ttlMs: number;
  retryMs: number;
  /** A remote that answers slower than this keeps its last file (the first fetch may take 4 times as long). */
  timeoutMs: number;
  logger: Pick<Logger, 'warn'>;
  /** Every page waits for the remote's current file (see `refreshing`). */
  fresh?: boolean;
}

/**
 * Each remote's `prerender.json`, fetched from where the remote is served and kept `ttlMs` (see `refreshing`). The
 * file is asked for again every few seconds; an unchanged one answers 304 (ETag) and costs nothing. A remote that
 * serves none (404, or not in the registry) has nothing to serve.
 */
export function createPrerenderFiles(
  entryOf: (app: string) => RemoteRegistryEntry | undefined,
  { ttlMs, retryMs, timeoutMs, logger, fresh = false }: PrerenderFilesOptions,
) {
  const etags = new Map<string, string>();
  const onError = (app: string, error: Error) => logger.warn({ app, err: error }, error.message);
  const load = async (app: string, last: PrerenderFile | undefined, first: boolean) => {
    const entry = entryOf(app);
    if (!entry) return undefined;
    // A remote's first answer may be slow (a cold server compressing the file): it gets more time than later ones.
    const ms = first ? timeoutMs * 4 : timeoutMs;
    const response = await fetchRemoteFile(
      entry,
      prerenderFileName,
      ms,
      last ? etags.get(app) : undefined,
    ).catch((error: Error) => {
      throw new Error(`${prerenderFileName} could not be fetched (${error.message})`);
    });
    if (response.status === 404) return undefined;
    if (response.status === 304) return last;
    if (!response.ok) throw new Error(`${prerenderFileName} answered ${response.status}`);
    const file = (await response.json()) as PrerenderFile;
    const etag = response.headers.get('etag');
    if (etag) etags.set(app, etag);
    else etags.delete(app);
    return file;
  };
  return refreshing<PrerenderFile>(fresh ? 0 : ttlMs, retryMs, onError, load, { waitForEachLoad: fresh });
}
