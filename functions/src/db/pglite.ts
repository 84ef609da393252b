import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from '../logger';
import { lockDataDir } from './data-dir-lock';
import type { Db, DbTx } from './port';
import { makePrivate } from './private-dir';
import { createTxScope } from './tx-scope';

export interface PgliteOptions {
  /** Directory for the database files (created when missing); in memory when omitted. */
  dataDir?: string;
  /** Told when the directory was open to other users and has been made private to this one. */
  logger?: Pick<Logger, 'warn'>;
  /** In memory only: a dump (`dumpPglite`) to start from instead of an empty database. */
  from?: Blob;
}

/**
 * PGlite's own start parameters, and WAL segments deleted once a checkpoint is done with them instead of renamed for
 * reuse with their old contents: an erasure's purge relies on it (decision record 023).
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'wal_recycle=off'];

/** How every PGlite opens: its start parameters, and the extensions the migrations create (the inbox's trigrams). */
const pgliteOptions: PGliteOptions = { startParams: pgliteStartParams, extensions: { pg_trgm } };

/** Where PGlite keeps its files inside DATA_DIR, next to its lock file. */
export const pgliteDirs = (dataDir: string) => {
  const root = resolve(dataDir);
  return { root, pgdata: join(root, 'pglite'), lockFile: join(root, 'pglite.lock') };
};

/**
 * Opens embedded PostgreSQL; a data directory can be open in one process only, and is readable by this user only
 * (folders 0700, files 0600): one that others could read is made private first, one of another user's is refused.
 */
export async function openPglite(options: PgliteOptions = {}): Promise<Db> {
  if (!options.dataDir) {
    return wrap(
      await PGlite.create({ ...pgliteOptions, ...(options.from ? { loadDataDir: options.from } : {}) }),
      undefined,
    );
  }
  const dirs = pgliteDirs(options.dataDir);
  const tightened = makePrivate(dirs.root);
  if (tightened > 0) {
    options.logger?.warn(
      { dataDir: dirs.root, tightened },
      'DATA_DIR was open to other users: made it private to this one (folders 0700, files 0600)',
    );
  }
  mkdirSync(dirs.pgdata, { recursive: true, mode: 0o700 });
  const lock = lockDataDir(dirs.lockFile);
  // PGlite copies a new database's files in from its image as 0666, whatever the umask: tightened once it is open,
  // and again once it is closed.
  const closed = () => {
    try {
      makePrivate(dirs.pgdata);
    } finally {
      lock.release();
    }
  };
  let pg: PGlite | undefined;
  try {
    pg = await PGlite.create(dirs.pgdata, pgliteOptions);
    makePrivate(dirs.pgdata);
    return wrap(pg, closed);
  } catch (error) {
    // The first failure is the one to tell.
    await Promise.resolve(pg?.close())
      .then(closed)
      .catch(() => lock.release());
    throw error;
  }
}

/**
 * A new in-memory database prepared by `prepare` (the migrations), dumped as an uncompressed tarball: many databases
 * start from it with `openPglite({ from })` at a fraction of the cost of an empty one made and migrated each time.
 */
export async function dumpPglite(prepare: (db: Db) => Promise<unknown>): Promise<Blob> {
  const pg = await PGlite.create(pgliteOptions);
  try {
    await prepare(wrap(pg, undefined));
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
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

function wrap(pg: PGlite, afterClose: (() => void) | undefined): Db {
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
          afterClose?.();
        }
      })();
      return closing;
    },
  };
}
