import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, test as base, expect, type Page } from '@playwright/test';
import { readToolEnv } from '../tools/env';
import { localSite, type Piece, Site } from '../tools/launch/site';
import { startThrowawayPostgres } from '../tools/pg-cluster';
import { transitionsDone } from './axe-scans';

export interface SiteFixture {
  /** Absolute URL of a path on the shell. */
  url: (path: string) => string;
  ports: Record<Piece, number>;
  releasesDir: string;
  env: NodeJS.ProcessEnv;
  stop: (piece: Piece) => Promise<void>;
  start: (piece: Piece) => Promise<void>;
}

/** The manager the test site's ADMIN_EMAILS lists. */
export const managerEmail = 'manager@agency.test';

/** A second manager on the list: code mails are limited per address, so another journey signs in as them. */
export const secondManagerEmail = 'second.manager@agency.test';

/** A third manager on the list, for the live inbox's journeys. */
export const liveManagerEmail = 'live.manager@agency.test';

/** A manager whose inbox comes back after the store's code failed to arrive. */
export const storeRetryManagerEmail = 'store.manager@agency.test';

/** Two more managers, who work one lead at the same time. */
export const workManagerEmails = ['aziza.manager@agency.test', 'bobur.manager@agency.test'] as const;

/** A manager whose inbox fails to load once. */
export const retryManagerEmail = 'retry.manager@agency.test';

/** A manager who answers the clients who wrote in Uzbek. */
export const languageManagerEmail = 'language.manager@agency.test';

/** What React reports when server markup and the first browser render differ (messages, or their minified codes). */
const hydrationProblem = /hydrat|did not match|React error #(418|419|421|422|423|425)\b/i;

/** Fails the test when a page reports a hydration problem: every page must hydrate as the server rendered it. */
export function watchHydration(page: Page): () => string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => {
    if (hydrationProblem.test(error.message)) problems.push(error.message);
  });
  page.on('console', (message) => {
    if (message.type() !== 'debug' && hydrationProblem.test(message.text())) problems.push(message.text());
  });
  return () => problems;
}

/** Every worker runs its own composed site on its own ports, with a fresh database and release folder. */
/** What a journey shared by several specs takes from its test. */
export interface JourneyFixtures {
  browser: Browser;
  page: Page;
  site: SiteFixture;
}

/** Where a worker's site keeps its data: PGlite in its data folder (the default), or a PostgreSQL server of its own. */
export type DatabaseKind = 'pglite' | 'postgres';

export const test = base.extend<object, { site: SiteFixture; database: DatabaseKind }>({
  database: ['pglite', { scope: 'worker', option: true }],
  page: async ({ page }, use) => {
    const problems = watchHydration(page);
    await use(page);
    expect(problems(), 'hydration problems').toEqual([]);
  },
  site: [
    async ({ database }, use, workerInfo) => {
      const base = readToolEnv().E2E_PORT_BASE + workerInfo.parallelIndex * 10;
      const work = mkdtempSync(join(tmpdir(), 'agency-e2e-'));
      const releasesDir = join(work, 'releases');
      const { ports, env } = localSite(base, work);
      env.ADMIN_EMAILS = [
        managerEmail,
        secondManagerEmail,
        liveManagerEmail,
        ...workManagerEmails,
        retryManagerEmail,
        storeRetryManagerEmail,
        languageManagerEmail,
      ].join(',');
      // Every lead also alerts the team chat, captured by the gateway's dev outbox (`GET /dev/outbox/telegram`).
      env.TELEGRAM_BOT_TOKEN = '123456:e2e-bot-token-for-the-dev-outbox';
      env.TELEGRAM_CHAT_ID = '-100200300';
      // A throwaway PostgreSQL 15 cluster from the npm package, as `npm test` gives Jest.
      const postgres = database === 'postgres' ? await startThrowawayPostgres() : undefined;
      if (postgres) env.DATABASE_URL = postgres.url;
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
        await postgres?.stop();
        rmSync(work, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/** Fails when axe finds an accessibility violation on the page as it stands. */
export async function axeClean(page: Page) {
  await transitionsDone(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

export { expect } from '@playwright/test';
