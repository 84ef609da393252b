import { chromium } from 'playwright-core';
import { chromiumArgs } from '../launch/chromium';
import { chromiumPath } from './machine';

/**
 * Bytes on the wire (compressed, headers included) of a cold load until the network is idle, by resource type, and
 * of the requests that finished before the page's load event.
 */
export interface PageWeight {
  jsBytes: number;
  cssBytes: number;
  htmlBytes: number;
  totalBytes: number;
  requests: number;
  /** Every request that finished before the load event; NaN when the page never fired one. */
  beforeLoadBytes: number;
  /** The scripts among them. */
  beforeLoadJsBytes: number;
}

/** A finished request: its bytes on the wire and when it finished (CDP monotonic time, seconds). */
export interface FinishedRequest {
  bytes: number;
  at: number;
}

const kinds: Record<string, keyof Pick<PageWeight, 'jsBytes' | 'cssBytes' | 'htmlBytes'>> = {
  Script: 'jsBytes',
  Stylesheet: 'cssBytes',
  Document: 'htmlBytes',
};

/**
 * Adds up transferred bytes per resource type from the requests' types and finished sizes, and apart the requests
 * that finished by `loadAt`, the moment the load event fired (undefined if it never did).
 */
export function weighRequests(
  types: ReadonlyMap<string, string>,
  finished: ReadonlyMap<string, FinishedRequest>,
  loadAt: number | undefined,
): PageWeight {
  const unknown = loadAt === undefined ? Number.NaN : 0;
  const weight: PageWeight = {
    jsBytes: 0,
    cssBytes: 0,
    htmlBytes: 0,
    totalBytes: 0,
    requests: 0,
    beforeLoadBytes: unknown,
    beforeLoadJsBytes: unknown,
  };
  for (const [requestId, { bytes, at }] of finished) {
    weight.totalBytes += bytes;
    weight.requests += 1;
    const kind = kinds[types.get(requestId) ?? ''];
    if (kind) weight[kind] += bytes;
    if (loadAt !== undefined && at <= loadAt) {
      weight.beforeLoadBytes += bytes;
      if (kind === 'jsBytes') weight.beforeLoadJsBytes += bytes;
    }
  }
  return weight;
}

/**
 * Loads each URL cold (a fresh context, cache disabled) in Chromium until the network is idle and weighs what came
 * over the network, in all and before the page's load event.
 */
export async function measurePageWeights(urls: readonly string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
  });
  try {
    const weights: PageWeight[] = [];
    for (const url of urls) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const types = new Map<string, string>();
        const finished = new Map<string, FinishedRequest>();
        let loadAt: number | undefined;
        cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
        cdp.on('Network.loadingFinished', (event) =>
          finished.set(event.requestId, { bytes: event.encodedDataLength, at: event.timestamp }),
        );
        // Nothing navigates the tab after the page, so the last load event is the page's own.
        cdp.on('Page.loadEventFired', (event) => {
          loadAt = event.timestamp;
        });
        await cdp.send('Page.enable');
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        const response = await page.goto(url, { waitUntil: 'networkidle' });
        if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        weights.push(weighRequests(types, finished, loadAt));
      } finally {
        await context.close();
      }
    }
    return weights;
  } finally {
    await browser.close();
  }
}
