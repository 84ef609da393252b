import { execFile } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { makeLive, releaseHistory } from '../../../tools/serve/releases';
import { checkoutShared } from '../../../tools/shared-versions';
import { packageName, repoRoot } from '../../../tools/webpack/shared-modules';
import { axeClean, expect, test } from '../../fixtures';
import { scratchCheckout } from '../../scratch-checkout';
import { pointAtThePage } from '../../visitor';

const run = promisify(execFile);

/** The shared-ui this checkout offers, and the next major, which another team's branch would be at. */
const offered =
  checkoutShared(join(repoRoot, 'digital-app')).find((shared) => packageName(shared.name) === 'shared-ui')
    ?.version ?? '';
const nextMajor = `${Number(offered.split('.')[0]) + 1}.0.0`;

test('a remote built against another major of shared-ui is refused by the release; put live by hand, it shows its fallback until rolled back', async ({
  page,
  site,
}) => {
  test.setTimeout(300_000);
  // Another team's checkout, where shared-ui went to the next major while the live shell offers this one.
  const checkout = scratchCheckout({ 'shared-ui': nextMajor });
  const env = { ...process.env, RELEASES_DIR: site.releasesDir, SITE_URL: site.url('') };
  const releaseFolders = () =>
    existsSync(join(site.releasesDir, 'digital-app'))
      ? readdirSync(join(site.releasesDir, 'digital-app'))
      : [];
  const foldersBefore = releaseFolders();
  const historyBefore = releaseHistory(site.releasesDir, 'digital-app');
  try {
    const refused = await run('npm', ['run', '--silent', 'release', '--', 'digital-app'], {
      cwd: checkout,
      env,
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain('digital-app would break on the live shell, so it was not released:');
    expect(refused?.stderr).toContain(
      `shared-ui: built against ${nextMajor} (needs ^${nextMajor}), the live shell offers ${offered}`,
    );
    // Nothing was built or swapped.
    expect(releaseFolders()).toEqual(foldersBefore);
    expect(releaseHistory(site.releasesDir, 'digital-app')).toEqual(historyBefore);

    // The same checkout built and put live by hand, as an upload that skipped the release would.
    const folder = join(site.releasesDir, 'digital-app', 'by-hand');
    await run(join(checkout, 'node_modules/.bin/tsx'), [join(checkout, 'tools/build-app.ts')], {
      cwd: join(checkout, 'digital-app'),
      env: { ...env, OUTPUT_PATH: folder, RELEASE_ID: 'by-hand' },
    });
    makeLive(site.releasesDir, 'digital-app', 'by-hand');
  } finally {
    rmSync(checkout, { recursive: true, force: true });
  }

  // The runtime refuses it: its fallback, not a broken page, and the rest of the site works.
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await page.goto(site.url('/digital'));
  await pointAtThePage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Раздел временно недоступен' })).toBeVisible();
  // Refused for its version, once: no retry helps.
  const attempts = warnings.filter((text) => text.startsWith('digital-app: loading failed'));
  expect(attempts).toEqual([expect.stringContaining(`Unsatisfied version ${offered} from shell`)]);
  await axeClean(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeInViewport();
  await axeClean(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Маркетинг или разработка/ })).toBeVisible();

  const { stdout } = await run('npm', ['run', '--silent', 'release', '--', 'digital-app', '--rollback'], {
    cwd: repoRoot,
    env: { ...process.env, RELEASES_DIR: site.releasesDir },
  });
  expect(stdout).toMatch(/✔ digital-app: .+ is live again instead of release by-hand;/);
  // The server may still hold the refused release's page for a few seconds; the release live again shows its own as
  // the visitor reaches for the page.
  await page.goto(site.url('/digital'));
  await pointAtThePage(page);
  await expect(page.getByRole('heading', { level: 1, name: /Разработка сайтов/ })).toBeVisible();
  await expect(page.locator('[data-app="digital-app"]')).not.toHaveAttribute('data-release', 'by-hand');
  await page
    .getByRole('navigation', { name: 'Меню Digital Agency' })
    .getByRole('link', { name: 'Услуги' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Услуги разработки' })).toBeVisible();
});
