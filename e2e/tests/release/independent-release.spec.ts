import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { releaseRemote } from '../../../tools/release';
import { expect, test } from '../../fixtures';

test('a remote released on its own is live after a reload, with the shell unchanged', async ({
  page,
  request,
  site,
}) => {
  test.setTimeout(180_000);
  const shellMain = async () =>
    createHash('sha256')
      .update(await (await request.get(site.url('/main.js'))).body())
      .digest('hex');

  await page.goto(site.url('/digital'));
  const app = page.locator('[data-app="digital-app"]');
  await expect(app).toBeVisible();
  const before = await app.getAttribute('data-release');
  const shellBefore = await shellMain();

  const releaseId = `e2e-${Date.now()}`;
  await releaseRemote('digital-app', { releaseId, releasesDir: site.releasesDir });

  // The page opened before the swap keeps working: client-side navigation within the remote.
  await page
    .getByRole('navigation', { name: 'Меню Digital Agency' })
    .getByRole('link', { name: 'Услуги' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Услуги разработки' })).toBeVisible();

  await page.reload();
  await expect(page.locator('[data-app="digital-app"]')).toHaveAttribute('data-release', releaseId);
  expect(releaseId).not.toBe(before);
  expect(await shellMain()).toBe(shellBefore);

  // The release brings the compressed copies its build wrote, and its server sends them.
  const entry = await request.get(`http://localhost:${site.ports['digital-app']}/remoteEntry.js`, {
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(entry.headers()['content-encoding']).toBe('br');
  expect(Number(entry.headers()['content-length'])).toBe(
    statSync(join(site.releasesDir, 'digital-app', releaseId, 'remoteEntry.js.br')).size,
  );
});
