import { join } from 'node:path';
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
  // (The shared modules it brings are another matter: see decision record 033.)
  const { groups } = readChunkFiles(join(repoRoot, 'shell/dist'));
  const frameFiles = (groups['app-frame'] ?? []).filter((file) => file.startsWith('app-frame.'));
  expect(frameFiles).toHaveLength(1);
  let failed = 0;
  await page.route(
    (url) => frameFiles.some((file) => url.pathname.endsWith(`/${file}`)),
    (route) => {
      if (failed > 0) return route.continue();
      failed += 1;
      return route.abort('internetdisconnected');
    },
  );

  await page.reload();
  const notice = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить раздел «Кабинет команды»' });
  await expect(notice).toBeVisible();
  expect(failed).toBe(1);
  await axeClean(page);
  await notice.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Заявки' })).toBeVisible();
  await expect(page.getByText(`Вы вошли как ${storeRetryManagerEmail}`)).toBeVisible();
  await expect(notice).toHaveCount(0);
});
