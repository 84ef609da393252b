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

/**
 * Keeps what `load` gives for `ttlMs`. Only a load with nothing to serve yet is waited for; after that a stale value
 * is served while the next one loads (a page never waits for a refresh), and while a source fails or is slow, the last
 * value stays. A load that leaves nothing to serve (the source not up yet, or down) is tried again after `retryMs`,
 * doubling up to `ttlMs` while it keeps missing. A load that throws is told to `onError`. With `waitForEachLoad`, every
 * load is waited for, so nothing stale is served while the source answers (`npm run dev`, where files change by the
 * second).
 */
export function refreshing<Value>(
  ttlMs: number,
  retryMs: number,
  onError: (key: string, error: Error) => void,
  load: (key: string, last: Value | undefined, first: boolean) => Promise<Value | undefined>,
  { waitForEachLoad = false }: { waitForEachLoad?: boolean } = {},
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
            onError(key, error);
          },
        )
        .finally(() => {
          settle(current);
          current.pending = undefined;
        });
      // Wait when there is nothing to serve yet; otherwise the last value goes out while the next loads.
      if (current.value === undefined || waitForEachLoad) await current.pending;
    }
    return { value: entry.value, reachable: entry.reachable };
  };
}

/** The promise's value, or a rejection once `ms` have passed. */
export const withTimeout = <Value>(promise: Promise<Value>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);
