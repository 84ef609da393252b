import postgres from 'postgres';
import type { Db, DbTx } from './port';
import { createTxScope } from './tx-scope';

export interface PostgresOptions {
  /** Connections in the pool. */
  max?: number;
}

type Sql = postgres.Sql | postgres.TransactionSql;

const txPort = (sql: Sql): DbTx => ({
  async query<T>(text: string, params: unknown[] = []) {
    // A plain array: postgres.js returns a RowList carrying count/command/columns.
    return Array.from(await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as T[];
  },
  async exec(text: string) {
    // Without parameters postgres.js uses the simple protocol, which accepts several statements.
    await sql.unsafe(text);
  },
});

/** Connects to PostgreSQL (`DATABASE_URL`) through postgres.js. */
export function openPostgres(url: string, options: PostgresOptions = {}): Db {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connection: { application_name: 'functions' },
    // int8 (count, sums) as a number like PGlite; the values here stay far below 2^53.
    types: {
      bigint: {
        to: 20,
        from: [20],
        serialize: (value: number | bigint) => String(value),
        parse: (value: string) => Number(value),
      },
    },
  });
  const scope = createTxScope();
  const outer = txPort(sql);
  return {
    kind: 'postgres',
    query(text, params) {
      scope.assertOutside();
      return outer.query(text, params);
    },
    exec(text) {
      scope.assertOutside();
      return outer.exec(text);
    },
    async transaction<T>(fn: (tx: DbTx) => Promise<T>) {
      scope.assertOutside();
      return (await sql.begin((tx) => scope.run(() => fn(txPort(tx))))) as T;
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}
