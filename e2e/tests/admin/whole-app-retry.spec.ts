import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { readChunkFiles } from '../../../tools/webpack/chunk-files-plugin';
import { repoRoot } from '../../../tools/webpack/shared-modules';
import { axeClean, expect, storeRetryManagerEmail, test } from '../../fixtures';
import { signIn } from './admin-steps';

test('when the frame’s code fails to arrive the inbox says so, and «Повторить» brings it', async ({
  page,
  site,
}) => {
  await signIn(page, site, storeRetryManagerEmail);

  // The frame a whole app mounts in, the shell's own `app-frame` chunk: its first request fails, as on a network blip.
  const frameFiles = (shellChunks.groups['app-frame'] ?? []).filter((file) => file.startsWith('app-frame.'));
  expect(frameFiles).toHaveLength(1);
  const failed = await failOnce(page, frameFiles);

  await page.reload();
  await retryBringsTheInbox(page, failed);
});

test('when Redux Toolkit, which the store needs, fails to arrive, «Повторить» brings the store and the inbox', async ({
  page,
  site,
}) => {
  await signIn(page, site, storeRetryManagerEmail);

  // A shared module the store itself takes from the share scope: its files fail once, the store's own arrive.
  const toolkitFiles = shellChunks.provides['@reduxjs/toolkit'] ?? [];
  const storeOwnFiles = (shellChunks.provides['shared-data/store'] ?? []).filter(
    (file) => !toolkitFiles.includes(file),
  );
  expect(toolkitFiles.length).toBeGreaterThan(0);
  expect(storeOwnFiles.length).toBeGreaterThan(0);
  const failed = await failOnce(page, toolkitFiles);

  await page.reload();
  await retryBringsTheInbox(page, failed);
});

/** What the shell's build loads for each chunk group and shared module. */
const shellChunks = readChunkFiles(join(repoRoot, 'shell/dist'));

/** Fails the first request for any of `files`, as on a network blip; counts the failures. */
async function failOnce(page: Page, files: string[]) {
  const failed = new Set<string>();
  await page.route(
    (url) => files.some((file) => url.pathname.endsWith(`/${file}`)),
    (route) => {
      const file = new URL(route.request().url()).pathname;
      if (failed.has(file)) return route.continue();
      failed.add(file);
      return route.abort('internetdisconnected');
    },
  );
  return failed;
}

/** The inbox says it could not load, and its «Повторить» brings it. */
async function retryBringsTheInbox(page: Page, failed: Set<string>) {
  const notice = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить раздел «Кабинет команды»' });
  await expect(notice).toBeVisible();
  expect(failed.size).toBeGreaterThan(0);
  await axeClean(page);
  await notice.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Заявки' })).toBeVisible();
  await expect(page.getByText(`Вы вошли как ${storeRetryManagerEmail}`)).toBeVisible();
  await expect(notice).toHaveCount(0);
}
