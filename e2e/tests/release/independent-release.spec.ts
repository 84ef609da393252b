import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type PrerenderFile, prerenderFileName } from 'shared-data/core';
import { releaseRemote } from '../../../tools/release';
import { checkoutShared } from '../../../tools/shared-versions';
import { packageName, repoRoot } from '../../../tools/webpack/shared-modules';
import { expect, test } from '../../fixtures';
import { pointAtThePage } from '../../visitor';

const run = promisify(execFile);

/** The version of a shared package this checkout builds against. */
const versionOf = (name: string) =>
  checkoutShared(join(repoRoot, 'digital-app')).find((shared) => packageName(shared.name) === name)?.version;

test('a remote released on its own is live after a reload, with the shell unchanged, and one command puts the previous back', async ({
  page,
  request,
  site,
}) => {
  test.setTimeout(180_000);
  const shellMain = async () =>
    createHash('sha256')
      .update(await (await request.get(site.url('/main.js'))).body())
      .digest('hex');

  // What is live before: the release the remote serves, not a page the shell may still hold from an earlier swap.
  const live = async () => {
    const file = (await (
      await request.get(`http://localhost:${site.ports['digital-app']}/${prerenderFileName}`)
    ).json()) as PrerenderFile;
    return /data-release="([^"]+)"/.exec(file.pages['/digital']?.html ?? '')?.[1];
  };
  const before = await live();
  expect(before).toBeTruthy();
  await page.goto(site.url('/digital'));
  await expect(page.locator('[data-app="digital-app"]')).toBeVisible();
  const shellBefore = await shellMain();

  const releaseId = `e2e-${Date.now()}`;
  await releaseRemote('digital-app', { releaseId, releasesDir: site.releasesDir, siteUrl: site.url('') });

  // The page opened before the swap keeps working: client-side navigation within the remote.
  await page
    .getByRole('navigation', { name: 'Меню Digital Agency' })
    .getByRole('link', { name: 'Услуги' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Услуги разработки' })).toBeVisible();

  // The server may still hold the previous release's page for a few seconds; the new release's code, which runs as
  // the visitor reaches for the page, shows its own.
  await page.reload();
  await pointAtThePage(page);
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

  // What is live, and one command back.
  const release = (...args: string[]) =>
    run('npm', ['run', '--silent', 'release', '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, RELEASES_DIR: site.releasesDir },
    });
  const { stdout: list } = await release('--list');
  expect(list).toContain(`digital-app: release ${releaseId} (`);
  expect(list).toContain(`shared-ui ${versionOf('shared-ui')}, shared-data ${versionOf('shared-data')}`);
  expect(list).toMatch(/^marketing-app: its build \(marketing-app\/dist\)/m);
  const { stdout: rolledBack } = await release('digital-app', '--rollback');
  expect(rolledBack).toContain(`instead of release ${releaseId}`);
  await page.reload();
  await pointAtThePage(page);
  expect(await live()).toBe(before);
  await expect(page.locator('[data-app="digital-app"]')).toHaveAttribute('data-release', before ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Услуги разработки' })).toBeVisible();
});
