import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { localSite, type Piece, Site } from '../tools/process/site';

export interface SiteFixture {
  /** Absolute URL of a path on the shell. */
  url: (path: string) => string;
  ports: Record<Piece, number>;
  releasesDir: string;
  env: NodeJS.ProcessEnv;
  stop: (piece: Piece) => Promise<void>;
  start: (piece: Piece) => Promise<void>;
}

/**
 * Resolves once the live app has taken over the page's prerendered markup (which looks the same but does not react
 * yet), so a test never clicks a copy. Pages without prerendered markup resolve at once.
 */
export async function waitForTakeOver(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('[data-prerendered]'), null, { timeout: 15_000 })
    .catch(() => undefined);
}

/** Makes `goto` and `reload` of a page resolve only once the live app has taken over (pages of extra contexts too). */
export function withTakeOver(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForTakeOver(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForTakeOver(page);
    return response;
  };
  return page;
}

/** Every worker runs its own composed site on its own ports, with a fresh database and release folder. */
export const test = base.extend<object, { site: SiteFixture }>({
  page: async ({ page }, use) => {
    await use(withTakeOver(page));
  },
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright needs the destructuring pattern.
    async ({}, use, workerInfo) => {
      const base = Number(process.env.E2E_PORT_BASE ?? 4100) + workerInfo.workerIndex * 10;
      const work = mkdtempSync(join(tmpdir(), 'agency-e2e-'));
      const releasesDir = join(work, 'releases');
      const { ports, env } = localSite(base, work);
      const logs: string[] = [];
      const site = new Site({ env, log: (piece, line) => logs.push(`${piece}: ${line}`) });
      try {
        await site.startAll();
        await use({
          url: (path) => `http://localhost:${ports.shell}${path}`,
          ports,
          releasesDir,
          env,
          stop: (piece) => site.stop(piece),
          start: (piece) => site.start(piece),
        });
      } catch (error) {
        console.error(logs.join('\n'));
        throw error;
      } finally {
        await site.stopAll();
        rmSync(work, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

export { expect } from '@playwright/test';
