import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number | undefined,
  ) {
    super(
      ownerPid === process.pid
        ? `The data directory is already open in this process (lock ${lockPath}).`
        : `The data directory is in use by another process (pid ${ownerPid ?? 'unknown'}, lock ${lockPath}). ` +
            'Stop that process or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

const heldHere = new Set<string>();

const readOwner = (lockPath: string): number | undefined => {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes an exclusive lock file holding this process's pid. A lock left by a dead process (or by an earlier
 * life of this pid, as after a container restart) is taken over.
 */
export function lockDataDir(lockPath: string): DataDirLock {
  if (heldHere.has(lockPath)) {
    throw new DataDirLockedError(lockPath, process.pid);
  }
  // Written aside and hard-linked into place, so the lock never exists without its pid.
  const candidate = `${lockPath}.${process.pid}.tmp`;
  writeFileSync(candidate, `${process.pid}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(candidate, lockPath);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
          throw error;
        }
        const owner = readOwner(lockPath);
        const stale = owner === undefined || owner === process.pid || !isAlive(owner);
        if (!stale || attempt > 0) {
          throw new DataDirLockedError(lockPath, owner);
        }
        rmSync(lockPath, { force: true });
      }
    }
  } finally {
    rmSync(candidate, { force: true });
  }
  heldHere.add(lockPath);
  return {
    release() {
      if (!heldHere.delete(lockPath)) {
        return;
      }
      if (readOwner(lockPath) === process.pid) {
        rmSync(lockPath, { force: true });
      }
    },
  };
}
