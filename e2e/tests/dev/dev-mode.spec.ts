import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readToolEnv } from '../../../tools/env';
import { localSite, Site } from '../../../tools/launch/site';
import { scratchCheckout } from '../../scratch-checkout';
import { recordCspViolations } from '../../visitor';

// `npm run dev`'s site on ports of its own (its shell compiles on PORT + 10), away from the other tests' sites.
const base = readToolEnv().E2E_DEV_PORT_BASE;

test('npm run dev: a saved text is swapped in the open page with what was typed kept, a server-rendered part reloads it, the servers restart on change', async ({
  page,
}) => {
  test.setTimeout(420_000);
  // The files are saved in a copy of the checkout, so that the tests that build or serve this one's sources at the
  // same time never see them changed.
  const checkout = scratchCheckout({});
  /** shared-ui's Russian texts, which a form an island of the page runs reads: the consultation dialog's. */
  const dialogForm = join(checkout, 'shared-ui/src/texts/ru.ts');
  /** marketing-app's Russian texts, of which a part of `/service` only the server renders: a heading no script re-renders. */
  const servicePage = join(checkout, 'marketing-app/src/texts/ru.ts');
  const gatewayFile = join(checkout, 'functions/src/handlers/check-promo-code.ts');
  const shellServerFile = join(checkout, 'shell/server/speculation-rules.ts');
  const work = mkdtempSync(join(tmpdir(), 'agency-dev-'));
  const { ports, env } = localSite(base, work);
  const logs: string[] = [];
  const site = new Site({
    env,
    mode: 'dev',
    root: checkout,
    log: (piece, line) => logs.push(`${piece}: ${line}`),
  });
  const sources = new Map(
    [dialogForm, servicePage, gatewayFile, shellServerFile].map((file) => [file, readFileSync(file, 'utf8')]),
  );
  const save = (file: string, from: string, to: string) => {
    const source = sources.get(file) ?? '';
    expect(source).toContain(from);
    writeFileSync(file, source.replace(from, to));
  };
  try {
    await site.startAll(undefined, 300_000);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    // Hot updates and page reloads need nothing the page's policy refuses.
    const cspViolations = await recordCspViolations(page);
    await page.goto(`http://localhost:${ports.shell}/service`);
    await expect(page.getByRole('heading', { level: 2, name: 'Что рассказать о проекте' })).toBeVisible();

    // A developer fills in the consultation form, sends it and sees it refuse the e-mail, then changes a label of the
    // form in shared-ui's texts.
    await page.getByRole('button', { name: 'Описать проект' }).click();
    const dialog = page.getByRole('dialog', { name: 'Получить бесплатную консультацию' });
    await dialog.getByLabel(/^Имя/).fill('Азиза Каримова');
    await dialog.getByLabel(/^Email/).fill('aziza@');
    await dialog.getByLabel(/^Телефон/).fill('90 123 45 67');
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(dialog.getByText('Введите корректный email')).toBeVisible();
    // A send made before the form's code arrived went as the platform's post, and the page came back with the dialog
    // open: that is one page load more, before the save.
    const loadsBeforeSave = navigations.length;
    save(dialogForm, "message: 'Сообщение',", "message: 'Сообщение для команды',");
    await expect(dialog.getByLabel('Сообщение для команды')).toBeVisible({ timeout: 60_000 });
    // Swapped in place: the dialog stays open with what was typed, and the page was not loaded again.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^Имя/)).toHaveValue('Азиза Каримова');
    await expect(dialog.getByLabel(/^Email/)).toHaveValue('aziza@');
    expect(navigations).toHaveLength(loadsBeforeSave);
    expect(await cspViolations()).toEqual([]);

    // A heading only the server renders: the page reloads with the new server render.
    save(
      servicePage,
      "briefTitle: 'Что рассказать о проекте',",
      "briefTitle: 'Что рассказать о вашем проекте',",
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Что рассказать о вашем проекте' })).toBeVisible(
      {
        timeout: 60_000,
      },
    );
    expect(navigations.length).toBeGreaterThan(loadsBeforeSave);
    expect(await cspViolations()).toEqual([]);
    const html = await (await page.request.get(`http://localhost:${ports.shell}/service`)).text();
    expect(html).toContain('Что рассказать о вашем проекте');
    writeFileSync(servicePage, sources.get(servicePage) ?? '');
    writeFileSync(dialogForm, sources.get(dialogForm) ?? '');
    await expect(page.getByRole('heading', { level: 2, name: 'Что рассказать о проекте' })).toBeVisible({
      timeout: 60_000,
    });

    // The shell's server cannot be swapped in place: it restarts, and the open page reloads once it answers.
    const shellStarts = () => logs.filter((line) => /^shell: .*shell ready on/.test(line)).length;
    const loaded = navigations.length;
    writeFileSync(shellServerFile, `${sources.get(shellServerFile) ?? ''}\n`);
    await expect.poll(shellStarts, { timeout: 120_000 }).toBe(2);
    await expect.poll(() => navigations.length, { timeout: 60_000 }).toBeGreaterThan(loaded);
    await expect(page.getByRole('heading', { level: 2, name: 'Что рассказать о проекте' })).toBeVisible();

    const ready = () =>
      logs.filter((line) => line.startsWith('functions: ') && line.includes('functions ready on')).length;
    expect(ready()).toBe(1);
    writeFileSync(gatewayFile, `${sources.get(gatewayFile) ?? ''}\n`);
    await expect.poll(ready, { timeout: 60_000 }).toBe(2);
    const health = await page.request.get(`http://localhost:${ports.functions}/health`);
    expect(health.ok()).toBe(true);
  } catch (error) {
    console.error(logs.slice(-80).join('\n'));
    throw error;
  } finally {
    await site.stopAll();
    rmSync(work, { recursive: true, force: true });
    // The dev servers' page renderers end as their servers do, and may still be writing a moment later.
    rmSync(checkout, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
});
