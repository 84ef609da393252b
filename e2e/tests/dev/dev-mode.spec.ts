import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readToolEnv } from '../../../tools/env';
import { localSite, Site } from '../../../tools/launch/site';
import { repoRoot } from '../../../tools/webpack/shared-modules';

// `npm run dev`'s site on ports of its own (its shell compiles on PORT + 10), away from the other tests' sites.
const base = readToolEnv().E2E_DEV_PORT_BASE;
const footer = join(repoRoot, 'shared-ui/src/layout/site-footer/site-footer.tsx');
const gatewayFile = join(repoRoot, 'functions/src/handlers/check-promo-code.ts');

test('npm run dev: an edit to a shared-ui component shows in the open page, and the gateway restarts on change', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const work = mkdtempSync(join(tmpdir(), 'agency-dev-'));
  const { ports, env } = localSite(base, work);
  const logs: string[] = [];
  const site = new Site({ env, mode: 'dev', log: (piece, line) => logs.push(`${piece}: ${line}`) });
  const footerSource = readFileSync(footer, 'utf8');
  const gatewaySource = readFileSync(gatewayFile, 'utf8');
  try {
    await site.startAll(undefined, 300_000);
    await page.goto(`http://localhost:${ports.shell}/pricing`);
    await expect(page.getByRole('heading', { level: 1, name: 'Тарифы' })).toBeVisible();
    const copyright = page.getByText(/^© \d{4} AGENCY/);
    await expect(copyright).toBeVisible();

    // A developer saves a change to the footer every app renders; nobody reloads the page.
    writeFileSync(footer, footerSource.replace('© {year', '© Dev {year'));
    await expect(page.getByText(/^© Dev \d{4} AGENCY/)).toBeVisible({ timeout: 120_000 });
    writeFileSync(footer, footerSource);
    await expect(copyright).toBeVisible({ timeout: 120_000 });

    const ready = () =>
      logs.filter((line) => line.startsWith('functions: ') && line.includes('functions ready on')).length;
    expect(ready()).toBe(1);
    writeFileSync(gatewayFile, `${gatewaySource}\n`);
    await expect.poll(ready, { timeout: 60_000 }).toBe(2);
    const health = await page.request.get(`http://localhost:${ports.functions}/health`);
    expect(health.ok()).toBe(true);
  } catch (error) {
    console.error(logs.slice(-80).join('\n'));
    throw error;
  } finally {
    writeFileSync(footer, footerSource);
    writeFileSync(gatewayFile, gatewaySource);
    await site.stopAll();
    rmSync(work, { recursive: true, force: true });
  }
});
