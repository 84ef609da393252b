import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { federationManifestName, prerenderFileName, type RemoteName, remoteNames } from 'shared-data/core';
import { readServerEnvOrExit } from 'shared-data/server';
import { readToolEnv } from './env';
import { run } from './launch/run';
import { makeLive, newReleaseFolder, type ReleaseEntry, releaseHistory, rollBack } from './serve/releases';
import {
  builtShared,
  checkoutShared,
  incompatibleShared,
  liveShellShared,
  type SharedVersion,
} from './shared-versions';
import { repoRoot } from './webpack/shared-modules';

interface ReleaseOptions {
  releaseId?: string;
  /** `RELEASES_DIR`. */
  releasesDir: string;
  /** The live site, whose shell's `/mf-manifest.json` names the shared versions it offers (`SITE_URL`). */
  siteUrl: string;
}

const refuseIfIncompatible = (app: RemoteName, remote: SharedVersion[], shell: SharedVersion[]) => {
  const problems = incompatibleShared(remote, shell);
  if (problems.length > 0)
    throw new Error(
      [
        `${app} would break on the live shell, so it was not released:`,
        ...problems.map((line) => `  ${line}`),
      ].join('\n'),
    );
};

/**
 * Builds one remote into a new release folder and makes it live with an atomic symlink swap, while its server
 * keeps running, unless it shares a module of a major the live shell does not offer: that is checked before the
 * build (from the checkout) and again on what the build recorded, and a refused build leaves nothing behind.
 */
export async function releaseRemote(
  app: RemoteName,
  { releaseId = newReleaseId(), releasesDir, siteUrl }: ReleaseOptions,
): Promise<string> {
  const appDir = join(repoRoot, app);
  const shell = await liveShellShared(siteUrl);
  refuseIfIncompatible(app, checkoutShared(appDir), shell);
  const outputPath = newReleaseFolder(releasesDir, app, releaseId);
  try {
    await run(join(repoRoot, 'node_modules/.bin/tsx'), [join(repoRoot, 'tools/build-app.ts')], {
      label: `build of ${app}`,
      cwd: appDir,
      env: { OUTPUT_PATH: outputPath, RELEASE_ID: releaseId },
    });
    // A remote without a server renderer (the team's inbox) renders in the browser only and has no prerender.json.
    const rendersPages = existsSync(join(appDir, 'src/server.tsx'));
    for (const file of [federationManifestName, ...(rendersPages ? [prerenderFileName] : [])])
      if (!existsSync(join(outputPath, file))) throw new Error(`${outputPath} has no ${file}`);
    refuseIfIncompatible(app, builtShared(outputPath), shell);
  } catch (error) {
    rmSync(outputPath, { recursive: true, force: true });
    throw error;
  }
  makeLive(releasesDir, app, releaseId);
  return releaseId;
}

const newReleaseId = () =>
  `${new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14)}-${Math.random().toString(36).slice(2, 6)}`;

/** The shared-ui and shared-data versions a folder was built against, for the list. */
const builtAgainst = (folder: string) => {
  if (!existsSync(join(folder, federationManifestName))) return 'not built';
  const versions = new Map(builtShared(folder).map((entry) => [entry.name, entry.version]));
  return `shared-ui ${versions.get('shared-ui') ?? '?'}, shared-data ${versions.get('shared-data/site') ?? '?'}`;
};

/** A release by its id, or the app's own build, live when no release is. */
const releaseName = (app: RemoteName, entry: ReleaseEntry | undefined) =>
  entry ? `release ${entry.id}` : `its build (${app}/dist)`;

/** What is live for each remote, when it went live, what it was built against, and what a rollback would put back. */
function listReleases(releasesDir: string): string {
  return remoteNames
    .flatMap((app) => {
      const history = releaseHistory(releasesDir, app);
      const live = history.at(-1);
      const folder = live ? join(releasesDir, app, live.id) : join(repoRoot, app, 'dist');
      const when = live?.at ? ` (${live.at.slice(0, 16).replace('T', ' ')} UTC)` : '';
      return [
        `${app}: ${releaseName(app, live)}${when} — ${builtAgainst(folder)}`,
        ...(live ? [`  a rollback puts back ${releaseName(app, history.at(-2))}`] : []),
      ];
    })
    .join('\n');
}

const usage = `usage: npm run release -- <${remoteNames.join('|')}> [--rollback]
       npm run release -- --list`;

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--list')) {
    console.log(listReleases(readServerEnvOrExit(repoRoot, { prefix: '✖ ' }).releasesDir));
    return;
  }
  const app = args.find((arg) => !arg.startsWith('--')) ?? '';
  if (!(remoteNames as readonly string[]).includes(app)) {
    console.error(usage);
    process.exit(2);
  }
  const env = readServerEnvOrExit(repoRoot, { prefix: '✖ ' });
  const { RELEASE_ID } = readToolEnv();
  if (args.includes('--rollback')) {
    const { from, to } = rollBack(env.releasesDir, app as RemoteName);
    console.log(
      `✔ ${app}: ${releaseName(app as RemoteName, to)} is live again instead of release ${from.id}; pages pick it up on their next load.`,
    );
    return;
  }
  const id = await releaseRemote(app as RemoteName, {
    releasesDir: env.releasesDir,
    siteUrl: env.runtime.siteUrl,
    ...(RELEASE_ID ? { releaseId: RELEASE_ID } : {}),
  });
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
