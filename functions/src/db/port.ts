/**
 * The one database port the handlers use; adapters: PGlite (embedded) and postgres.js (PostgreSQL).
 * Both return int8/count as a JS number, timestamptz as Date and jsonb as parsed JSON.
 * Pass jsonb parameters as `$n::text::jsonb` with `jsonbParam(value)` (`db/jsonb.ts`).
 */
export interface DbTx {
  /** One statement with `$n` parameters; returns the rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations, scripts). */
  exec(sql: string): Promise<void>;
}

export interface Db extends DbTx {
  kind: 'pglite' | 'postgres';
  /** Commits when `fn` resolves, rolls back when it throws. Inside `fn` use only `tx`, never the outer `Db`. */
  transaction<T>(fn: (tx: DbTx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
