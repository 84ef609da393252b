import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { federationManifestName, prerenderFileName, type RemoteName, remoteNames } from 'shared-data/core';
import { run } from './process/run';
import { defaultReleasesDir } from './serve/releases';
import { repoRoot } from './webpack/shared-modules';

const keptReleases = 3;

/**
 * Builds one remote into a new release folder and makes it live with an atomic symlink swap, while its server
 * keeps running. Older releases stay for a while so open pages still find their chunks.
 */
export async function releaseRemote(
  app: RemoteName,
  {
    releaseId = newReleaseId(),
    releasesDir = defaultReleasesDir(repoRoot),
  }: { releaseId?: string; releasesDir?: string } = {},
): Promise<string> {
  const appReleases = join(releasesDir, app);
  const outputPath = join(appReleases, releaseId);
  if (existsSync(outputPath)) throw new Error(`release ${releaseId} of ${app} already exists`);
  mkdirSync(appReleases, { recursive: true });
  await run(join(repoRoot, 'node_modules/.bin/tsx'), [join(repoRoot, 'tools/build-app.ts')], {
    label: `build of ${app}`,
    cwd: join(repoRoot, app),
    env: { OUTPUT_PATH: outputPath, RELEASE_ID: releaseId },
  });
  // A remote without a server renderer (the team's inbox) renders in the browser only and has no prerender.json.
  const rendersPages = existsSync(join(repoRoot, app, 'src/server.tsx'));
  for (const file of [federationManifestName, ...(rendersPages ? [prerenderFileName] : [])])
    if (!existsSync(join(outputPath, file))) throw new Error(`${outputPath} has no ${file}`);
  const next = join(appReleases, `.current-${releaseId}`);
  symlinkSync(releaseId, next);
  renameSync(next, join(appReleases, 'current'));
  const old = readdirSync(appReleases)
    .filter((name) => name !== 'current' && !name.startsWith('.'))
    .sort()
    .reverse()
    .slice(keptReleases);
  for (const name of old) rmSync(join(appReleases, name), { recursive: true, force: true });
  return releaseId;
}

const newReleaseId = () =>
  `${new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14)}-${Math.random().toString(36).slice(2, 6)}`;

async function main() {
  const app = process.argv[2] ?? '';
  if (!(remoteNames as readonly string[]).includes(app)) {
    console.error(`usage: npm run release -- <${remoteNames.join('|')}>`);
    process.exit(2);
  }
  const id = await releaseRemote(
    app as RemoteName,
    process.env.RELEASE_ID ? { releaseId: process.env.RELEASE_ID } : {},
  );
  console.log(
    `✔ ${app} release ${id} is live; pages pick it up on their next load (the shell is unchanged).`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: Error) => {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  });
}
