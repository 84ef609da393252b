import type { Db, DbTx } from '../db/port';

/** A database that notes the text of every statement it runs (`begin` and `commit`/`rollback` around a transaction). */
export function recordingDb(db: Db) {
  const statements: string[] = [];
  const recorded = (tx: DbTx): DbTx => ({
    query: (sql, params) => {
      statements.push(sql);
      return tx.query(sql, params);
    },
    exec: (sql) => {
      statements.push(sql);
      return tx.exec(sql);
    },
  });
  const recording: Db = {
    ...recorded(db),
    kind: db.kind,
    close: () => db.close(),
    async transaction(fn) {
      statements.push('begin');
      try {
        const result = await db.transaction((tx) => fn(recorded(tx)));
        statements.push('commit');
        return result;
      } catch (error) {
        statements.push('rollback');
        throw error;
      }
    },
  };
  /** The statements run since the last call. */
  const take = () => statements.splice(0);
  return { db: recording, take };
}
