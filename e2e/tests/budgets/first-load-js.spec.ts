import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';

interface Budgets {
  firstLoadJsKb: Record<string, number>;
}

const budgets = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../budgets.json'), 'utf8'),
) as Budgets;

interface ScriptTransfer {
  url: string;
  /** As on the wire: the compressed body and the response headers. */
  bytes: number;
  /** The response headers alone. */
  headerBytes: number;
}

/** The scripts a cold load of the page transfers, with their compressed size as on the wire. */
async function measureFirstLoadJs(page: Page, url: string): Promise<ScriptTransfer[]> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, string>();
  const sizes = new Map<string, number>();
  const headerSizes = new Map<string, number>();
  session.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    scripts.set(event.requestId, event.response.url);
    // What had arrived when the response began: its status line and headers.
    headerSizes.set(event.requestId, event.response.encodedDataLength);
  });
  session.on('Network.loadingFinished', (event) => {
    sizes.set(event.requestId, event.encodedDataLength);
  });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return [...scripts].map(([id, scriptUrl]) => ({
    url: scriptUrl,
    bytes: sizes.get(id) ?? 0,
    headerBytes: headerSizes.get(id) ?? 0,
  }));
}

for (const [route, budgetKb] of Object.entries(budgets.firstLoadJsKb)) {
  test(`a cold load of ${route} stays within ${budgetKb} KB of JavaScript`, async ({ browser, site }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const scripts = await measureFirstLoadJs(page, site.url(route));
      const measuredKb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
      const headersKb = scripts.reduce((sum, script) => sum + script.headerBytes, 0) / 1024;
      console.log(
        `${route}: ${measuredKb.toFixed(1)} KB of JavaScript on the wire (${headersKb.toFixed(1)} KB of it ` +
          `headers, ${scripts.length} files), budget ${budgetKb} KB`,
      );
      for (const script of scripts.sort((a, b) => b.bytes - a.bytes)) {
        console.log(`  ${(script.bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(script.url).pathname}`);
      }
      expect(measuredKb, `${route} transfers more JavaScript than budgets.json allows`).toBeLessThanOrEqual(
        budgetKb,
      );
    } finally {
      await context.close();
    }
  });
}
