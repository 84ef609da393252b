import { chromium } from 'playwright-core';
import { chromiumArgs } from '../launch/chromium';
import { chromiumPath } from './machine';

/** Bytes on the wire (compressed, headers included) of a cold load, by resource type. */
export interface PageWeight {
  jsBytes: number;
  cssBytes: number;
  htmlBytes: number;
  totalBytes: number;
  requests: number;
}

const kinds: Record<string, keyof Pick<PageWeight, 'jsBytes' | 'cssBytes' | 'htmlBytes'>> = {
  Script: 'jsBytes',
  Stylesheet: 'cssBytes',
  Document: 'htmlBytes',
};

/** Adds up transferred bytes per resource type from the requests' types and finished sizes. */
export function weighRequests(
  types: ReadonlyMap<string, string>,
  finished: ReadonlyMap<string, number>,
): PageWeight {
  const weight: PageWeight = { jsBytes: 0, cssBytes: 0, htmlBytes: 0, totalBytes: 0, requests: 0 };
  for (const [requestId, bytes] of finished) {
    weight.totalBytes += bytes;
    weight.requests += 1;
    const kind = kinds[types.get(requestId) ?? ''];
    if (kind) weight[kind] += bytes;
  }
  return weight;
}

/** Loads each URL cold (a fresh context, cache disabled) in Chromium and weighs what came over the network. */
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
        const finished = new Map<string, number>();
        cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
        cdp.on('Network.loadingFinished', (event) => finished.set(event.requestId, event.encodedDataLength));
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        const response = await page.goto(url, { waitUntil: 'networkidle' });
        if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        weights.push(weighRequests(types, finished));
      } finally {
        await context.close();
      }
    }
    return weights;
  } finally {
    await browser.close();
  }
}
