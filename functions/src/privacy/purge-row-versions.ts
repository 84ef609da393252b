import type { Db } from '../db/port';

/**
 * Makes rows changed or deleted in `tables` leave the database's files, after the change committed (decision record
 * 023). An UPDATE or DELETE leaves the old row version in the table, its indexes and the write-ahead log.
 *
 * - PGlite: `VACUUM FULL` writes each table and its indexes anew without the old versions (the old files are emptied
 *   at once and deleted at the checkpoint), then the WAL segment that held them is closed (`pg_switch_wal`) and a
 *   checkpoint deletes it (PGlite starts with `wal_recycle=off`, so it is not renamed for reuse, contents and all).
 * - PostgreSQL: a plain `VACUUM`, which frees the old versions' space and index entries without locking the tables
 *   (the bytes go as the space is written again; the server's backups keep them for their retention), with `ANALYZE`,
 *   since the planner's statistics keep sample values of each column (an e-mail among a histogram's bounds).
 *
 * VACUUM cannot run inside a transaction: call it on the outer `Db`.
 */
export async function purgeOldRowVersions(db: Db, tables: readonly string[]): Promise<void> {
  const list = tables.join(', ');
  if (db.kind === 'postgres') {
    await db.exec(`vacuum (analyze) ${list}`);
    return;
  }
  await db.exec(`vacuum full ${list}`);
  await db.query('select pg_switch_wal()');
  await db.exec('checkpoint');
}
