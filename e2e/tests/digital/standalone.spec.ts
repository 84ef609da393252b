import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readToolEnv } from '../../../tools/env';
import { Site } from '../../../tools/launch/site';
import { repoRoot } from '../../../tools/webpack/shared-modules';
import { expectLeadMail, fillContacts, submitLead } from '../../lead-journey';

const base = readToolEnv().E2E_PORT_BASE + 60;
const devPort = base + 2;
const functionsPort = base + 5;
const devOrigin = `http://localhost:${devPort}`;

let work: string;
let functions: Site;
let devServer: ChildProcess;
const devLog: string[] = [];

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (devServer.exitCode !== null) throw new Error(`dev server exited:\n${devLog.join('')}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // still compiling
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer:\n${devLog.join('')}`);
}

test.describe.configure({ timeout: 180_000 });

// The studio's team works on its remote alone: its dev server, its own store, no shell and no marketing remote.
test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = mkdtempSync(join(tmpdir(), 'agency-standalone-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    SITE_URL: devOrigin,
    DIGITAL_PORT: String(devPort),
    FUNCTIONS_PORT: String(functionsPort),
    SUPABASE_URL: `http://localhost:${functionsPort}`,
    DATA_DIR: join(work, 'data'),
    DATABASE_URL: '',
    EMAILJS_PRIVATE_KEY: '',
    EMAILJS_PUBLIC_KEY: '',
    EMAILJS_ORIGIN: '',
  };
  functions = new Site({ env, log: () => {} });
  await functions.start('functions');
  devServer = spawn('npm', ['run', 'dev'], {
    cwd: join(repoRoot, 'digital-app'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  devServer.stdout?.on('data', (chunk: Buffer) => devLog.push(chunk.toString()));
  devServer.stderr?.on('data', (chunk: Buffer) => devLog.push(chunk.toString()));
  await waitFor(`${devOrigin}/digital`, 150_000);
});

test.afterAll(async () => {
  if (devServer?.pid && devServer.exitCode === null) {
    const exited = new Promise((resolve) => devServer.once('exit', resolve));
    process.kill(-devServer.pid, 'SIGTERM');
    await exited;
  }
  await functions?.stopAll();
  rmSync(work, { recursive: true, force: true });
});

test('the digital remote runs alone on its dev server and still takes leads', async ({ page }) => {
  await page.goto(`${devOrigin}/digital`);
  const app = page.locator('[data-app="digital-app"]');
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Меню Digital Agency' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Меню Digital Agency' })
    .getByRole('link', { name: 'Услуги' })
    .click();
  await expect(page).toHaveURL(`${devOrigin}/digital/services`);
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto(`${devOrigin}/digital#contact`);
  await page.locator('#contact').getByRole('button', { name: 'Получить консультацию' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await fillContacts(dialog, {
    name: 'Тимур Ахмедов',
    email: 'timur.dev@example.uz',
    phone: '+998 97 222 33 44',
  });
  await submitLead(page, dialog.getByRole('button', { name: 'Отправить заявку' }));
  await expectLeadMail(page, { ports: { functions: functionsPort } }, 'timur.dev@example.uz', {
    from_name: 'Тимур Ахмедов',
  });
});
