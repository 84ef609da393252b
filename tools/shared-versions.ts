import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { federationManifestName } from 'shared-data/core';
import { packageName, sharedSingletons } from './webpack/shared-modules';

/** A shared module as a federation manifest records it: the version a build has and the range it accepts. */
export interface SharedVersion {
  name: string;
  version: string;
  requiredVersion?: string;
}

/** The shared modules a build's `mf-manifest.json` records. */
export const manifestShared = (manifest: unknown): SharedVersion[] => {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) throw new Error('the manifest records no shared modules');
  return shared.filter(
    (entry): entry is SharedVersion => typeof entry?.name === 'string' && typeof entry?.version === 'string',
  );
};

/** The shared modules a release folder (or build output) was built against. */
export const builtShared = (outputPath: string): SharedVersion[] =>
  manifestShared(JSON.parse(readFileSync(join(outputPath, federationManifestName), 'utf8')));

/** The shared modules an app's checkout would be built against, read as its build reads them. */
export const checkoutShared = (appDir: string): SharedVersion[] =>
  Object.entries(sharedSingletons(appDir)).map(([name, entry]) => ({
    name,
    version: entry.version,
    requiredVersion: entry.requiredVersion,
  }));

/** The shared modules the live shell offers, from its `/mf-manifest.json`. */
export async function liveShellShared(siteUrl: string): Promise<SharedVersion[]> {
  const url = new URL(`/${federationManifestName}`, siteUrl).href;
  let answer: Response;
  try {
    answer = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new Error(
      `the live shell did not answer at ${url} (${(error as Error).message}); is the site running?`,
    );
  }
  if (!answer.ok) throw new Error(`the live shell answered ${answer.status} for ${url}`);
  return manifestShared(await answer.json());
}

/**
 * Why a remote would break on the live shell: each module it shares whose range the shell's copy is outside of
 * (a singleton is used in the shell's copy, so another major means an interface the remote was not built for).
 */
export function incompatibleShared(remote: SharedVersion[], shell: SharedVersion[]): string[] {
  const offered = new Map(shell.map((entry) => [entry.name, entry.version]));
  const problems = remote.flatMap(({ name, version, requiredVersion }) => {
    const shellVersion = offered.get(name);
    if (shellVersion === undefined || !requiredVersion || semver.satisfies(shellVersion, requiredVersion))
      return [];
    // A package's entries (`shared-ui/forms`, …) share its version: one line per package.
    return [
      `${packageName(name)}: built against ${version} (needs ${requiredVersion}), the live shell offers ${shellVersion}`,
    ];
  });
  return [...new Set(problems)];
}
