/**
 * The releases of each remote, in `RELEASES_DIR` (`ServerEnv.releasesDir`): `<releasesDir>/<app>/<id>/`, with
 * `current` pointing at the live one and `history.json` listing the releases in the order they went live. Without
 * `current` the app's own build (`<app>/dist`) is live.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';

/** How many releases keep their folder, so pages opened before a swap still find their chunks and a rollback its files. */
const keptReleases = 3;

/** One release in an app's history. */
export interface ReleaseEntry {
  id: string;
  /** When it went live (ISO). */
  at: string;
}

const historyFile = (releasesDir: string, app: string) => join(releasesDir, app, 'history.json');

/** The release folders of an app (not `current`, the history or a swap in progress), by name. */
const releaseFolders = (appDir: string) =>
  existsSync(appDir)
    ? readdirSync(appDir).filter(
        (name) => name !== 'current' && name !== 'history.json' && !name.startsWith('.'),
      )
    : [];

/** The folder `current` points at, if any. */
function currentRelease(appDir: string): string | undefined {
  const current = join(appDir, 'current');
  return existsSync(current) ? basename(realpathSync(current)) : undefined;
}

/**
 * An app's releases in the order they went live, the live one last. A folder released before the history was kept
 * counts as one entry, so it can still be rolled back to.
 */
export function releaseHistory(releasesDir: string, app: string): ReleaseEntry[] {
  const file = historyFile(releasesDir, app);
  const history = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ReleaseEntry[]) : [];
  const live = currentRelease(join(releasesDir, app));
  if (live && history.at(-1)?.id !== live) history.push({ id: live, at: '' });
  return history.filter((entry) => existsSync(join(releasesDir, app, entry.id)));
}

function writeHistory(releasesDir: string, app: string, history: ReleaseEntry[]) {
  const file = historyFile(releasesDir, app);
  writeFileSync(`${file}.next`, `${JSON.stringify(history, null, 2)}\n`);
  renameSync(`${file}.next`, file);
}

/** Points `current` at a release folder with an atomic swap, or removes it so the app's build is live again. */
function pointCurrentAt(appDir: string, id: string | undefined) {
  const current = join(appDir, 'current');
  if (id === undefined) {
    rmSync(current, { force: true });
    return;
  }
  const next = join(appDir, `.current-${id}`);
  rmSync(next, { force: true });
  symlinkSync(id, next);
  renameSync(next, current);
}

/**
 * Makes a built release folder live: `current` swaps to it atomically while the server keeps running, the history
 * gains it, and folders of releases older than the last few go.
 */
export function makeLive(releasesDir: string, app: string, id: string, at = new Date()) {
  const appDir = join(releasesDir, app);
  const history = [...releaseHistory(releasesDir, app), { id, at: at.toISOString() }];
  pointCurrentAt(appDir, id);
  writeHistory(releasesDir, app, history);
  const kept = new Set(history.slice(-keptReleases).map((entry) => entry.id));
  for (const name of releaseFolders(appDir))
    if (!kept.has(name)) rmSync(join(appDir, name), { recursive: true, force: true });
}

/**
 * Puts back what was live before the current release: the previous release, or the app's own build when there was
 * none. The rolled-back release's folder stays for pages that still use its chunks, until later releases prune it.
 */
export function rollBack(
  releasesDir: string,
  app: string,
): { from: ReleaseEntry; to: ReleaseEntry | undefined } {
  const history = releaseHistory(releasesDir, app);
  const from = history.pop();
  if (!from) throw new Error(`${app} has no release to roll back: its build is live`);
  const to = history.at(-1);
  pointCurrentAt(join(releasesDir, app), to?.id);
  writeHistory(releasesDir, app, history);
  return { from, to };
}

/**
 * Folders a remote is served from, in order: the live one (the current release, else the app's build), then the other
 * releases, newest first, so pages opened before a swap or a rollback still get their chunks.
 */
export function servingRoots(releasesDir: string, app: string, distDir: string): string[] {
  const appDir = join(releasesDir, app);
  const live = currentRelease(appDir);
  const others = releaseFolders(appDir)
    .filter((name) => name !== live)
    .sort()
    .reverse()
    .map((name) => join(appDir, name));
  return live ? [join(appDir, live), ...others, distDir] : [distDir, ...others];
}

/** Creates the folder a release is built into; a release id is used once. */
export function newReleaseFolder(releasesDir: string, app: string, id: string): string {
  const folder = join(releasesDir, app, id);
  if (existsSync(folder)) throw new Error(`release ${id} of ${app} already exists`);
  mkdirSync(join(releasesDir, app), { recursive: true });
  return folder;
}
