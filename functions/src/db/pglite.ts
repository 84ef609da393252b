import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import type { Db, DbTx } from './port';
import { createTxScope } from './tx-scope';

export interface PgliteOptions {
  /** Directory for the database files (created when missing); in memory when omitted. */
  dataDir?: string;
}

/** Where PGlite keeps its files inside DATA_DIR, next to its lock file. */
export const pgliteDirs = (dataDir: string) => {
  const root = resolve(dataDir);
  return { root, pgdata: join(root, 'pglite'), lockFile: join(root, 'pglite.lock') };
};

/** Opens embedded PostgreSQL; a data directory can be open in one process only. */
export async function openPglite(options: PgliteOptions = {}): Promise<Db> {
  if (!options.dataDir) {
    return wrap(await PGlite.create(), undefined);
  }
  const dirs = pgliteDirs(options.dataDir);
  mkdirSync(dirs.pgdata, { recursive: true });
  const lock = lockDataDir(dirs.lockFile);
  try {
    return wrap(await PGlite.create(dirs.pgdata), lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

const txPort = (tx: PGlite | Transaction): DbTx => ({
  async query<T>(sql: string, params: unknown[] = []) {
    return (await tx.query<T>(sql, params)).rows;
  },
  async exec(sql: string) {
    await tx.exec(sql);
  },
});

function wrap(pg: PGlite, lock: DataDirLock | undefined): Db {
  const scope = createTxScope();
  const outer = txPort(pg);
  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    query(sql, params) {
      scope.assertOutside();
      return outer.query(sql, params);
    },
    exec(sql) {
      scope.assertOutside();
      return outer.exec(sql);
    },
    transaction(fn) {
      scope.assertOutside();
      return pg.transaction((tx) => scope.run(() => fn(txPort(tx))));
    },
    close() {
      closing ??= (async () => {
        try {
          await pg.close();
        } finally {
          lock?.release();
        }
      })();
      return closing;
    },
  };
}
