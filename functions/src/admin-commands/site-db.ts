import { existsSync } from 'node:fs';
import { ConfigError, readServerEnv } from 'shared-data/server';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDb } from '../db/open-db';
import { pgliteDirs } from '../db/pglite';
import type { Db } from '../db/port';

/** A failure with a message for the person at the terminal. */
export class AdminError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'AdminError';
  }
}

/** The embedded database is open in the running site: the command goes to its gateway instead. */
export class SiteDbLockedError extends AdminError {
  constructor(
    message: string,
    readonly dataDir: string,
  ) {
    super(message);
    this.name = 'SiteDbLockedError';
  }
}

/** Opens the site's database as the gateway does, with messages that say what to do when it cannot. */
export async function openSiteDb(env: Record<string, string | undefined>, cwd: string): Promise<Db> {
  let serverEnv: ReturnType<typeof readServerEnv>;
  try {
    serverEnv = readServerEnv(env, cwd);
  } catch (error) {
    throw new AdminError(error instanceof ConfigError ? error.message : String(error));
  }
  const { databaseUrl, dataDir } = serverEnv;
  if (!databaseUrl && !existsSync(pgliteDirs(dataDir).pgdata)) {
    throw new AdminError(
      `No site database in ${pgliteDirs(dataDir).root}. Run this from the folder where you run npm start, ` +
        'set DATA_DIR to the data folder, or set DATABASE_URL.',
    );
  }
  let db: Db;
  try {
    db = await openDb({ databaseUrl, dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new SiteDbLockedError(
        `The embedded database in ${pgliteDirs(dataDir).root} is open in another process ` +
          `(pid ${error.ownerPid ?? 'unknown'}, most likely the running site). PGlite serves one process at a ` +
          'time: stop the site (Ctrl-C in npm start) and run this again, or keep the data in PostgreSQL ' +
          '(DATABASE_URL), which the site and this command can use together.',
        dataDir,
      );
    }
    throw new AdminError(`Cannot open the database: ${(error as Error).message}`);
  }
  return db;
}
