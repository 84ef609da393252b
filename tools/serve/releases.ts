import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { readServerEnv } from 'shared-data/server';

/**
 * Where releases of each remote live (`RELEASES_DIR`, checked with the rest of the environment):
 * `<releasesDir>/<app>/<id>/`, with `current` pointing at the live one.
 */
export const defaultReleasesDir = (repoRoot: string) => readServerEnv(process.env, repoRoot).releasesDir;

/**
 * Folders a remote is served from, in order: the current release, then older releases (so pages opened before a
 * swap still get their chunks), then the plain build output.
 */
export function servingRoots(releasesDir: string, app: string, distDir: string): string[] {
  const appDir = join(releasesDir, app);
  const roots: string[] = [];
  const current = join(appDir, 'current');
  let currentReal: string | undefined;
  if (existsSync(current)) {
    currentReal = realpathSync(current);
    roots.push(currentReal);
  }
  if (existsSync(appDir)) {
    const older = readdirSync(appDir)
      .filter((name) => name !== 'current' && !name.startsWith('.'))
      .sort()
      .reverse()
      .map((name) => join(appDir, name))
      .filter((dir) => dir !== currentReal);
    roots.push(...older);
  }
  roots.push(distDir);
  return roots;
}
