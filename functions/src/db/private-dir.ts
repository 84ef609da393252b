import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats, statSync } from 'node:fs';
import { join } from 'node:path';

/** A data folder this process cannot keep to its own user: another user owns it, or its modes cannot be changed. */
export class DataDirAccessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirAccessError';
  }
}

/** The bits that let anyone but the owner in. */
const groupAndOthers = 0o077;

const userName = (uid: number) => (uid === 0 ? 'root' : `uid ${uid}`);

/** Removed since it was listed: another process (the shell's server keeps pictures here) tidies up as it goes. */
const gone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Makes `dir` (created 0700 when missing) and everything under it reachable by this process's user only: group and
 * others lose every bit, so folders are 0700 and files 0600. Returns how many entries it had to tighten. Refuses with
 * `DataDirAccessError` a folder or entry that another user owns, or one whose mode cannot be changed; symbolic links
 * inside are left alone (the folder itself may be one). Where the platform has no user ids, it only creates the folder.
 */
export function makePrivate(dir: string): number {
  const uid = process.getuid?.();
  const fail = (what: string, error: unknown) =>
    new DataDirAccessError(`${what}: ${(error as Error).message}`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw fail(`cannot create the data folder ${dir}`, error);
  }
  if (uid === undefined) return 0;
  let tightened = 0;
  const visit = (path: string, stats: Stats) => {
    if (stats.isSymbolicLink()) return;
    if (stats.uid !== uid) {
      throw new DataDirAccessError(
        `${path} belongs to ${userName(stats.uid)}, and the site runs as ${userName(uid)}: the data folder must ` +
          `be this user's alone. Give it to this user (chown -R ${uid} ${dir}) or set DATA_DIR to a folder of its own.`,
      );
    }
    if ((stats.mode & groupAndOthers) !== 0) {
      try {
        chmodSync(path, stats.mode & 0o7777 & ~groupAndOthers);
        tightened++;
      } catch (error) {
        if (gone(error)) return;
        throw fail(`cannot make ${path} private to this user`, error);
      }
    }
    if (!stats.isDirectory()) return;
    let names: string[];
    try {
      names = readdirSync(path);
    } catch (error) {
      if (gone(error)) return;
      throw fail(`cannot read ${path}`, error);
    }
    for (const name of names) {
      const child = join(path, name);
      const childStats = lstatSync(child, { throwIfNoEntry: false });
      if (childStats) visit(child, childStats);
    }
  };
  visit(dir, statSync(dir));
  return tightened;
}
