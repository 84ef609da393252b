import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import type { Db } from '../db/port';
import { openPostgres } from '../db/postgres';
import { pgliteTemplate, postgresTemplate } from './templates';
import { requirePostgres, testDatabaseUrl, withDatabase } from './test-env';

interface OpenedDatabase {
  db: Db;
  /** Its connection URL, where it has one (PostgreSQL): for a server under test in another process. */
  url?: string;
  /** Another connection to the same database, where the adapter can have one (PostgreSQL). */
  connectAgain?: () => Db;
  dispose(): Promise<void>;
}

export interface TestDatabase {
  name: Db['kind'];
  /** Why this adapter's tests are skipped in this run. */
  skipReason?: string;
  open(): Promise<OpenedDatabase>;
}

const pglite: TestDatabase = {
  name: 'pglite',
  async open() {
    const db = await openPglite({ from: pgliteTemplate() });
    return { db, dispose: () => db.close() };
  },
};

const postgresServer: TestDatabase = {
  name: 'postgres',
  ...(!testDatabaseUrl && !requirePostgres ? { skipReason: 'TEST_DATABASE_URL is not set' } : {}),
  async open() {
    if (!testDatabaseUrl) {
      throw new Error(
        'REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL tests cannot run. ' +
          'Point TEST_DATABASE_URL at a PostgreSQL 15 server (`npm test` starts one with tools/pg-cluster.ts).',
      );
    }
    // One fresh database per test file, so files can run in parallel on one server.
    const name = `functions_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
    const template = postgresTemplate();
    try {
      await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
    } catch (error) {
      await admin.end();
      throw new Error(`Cannot create a test database on TEST_DATABASE_URL: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const url = withDatabase(testDatabaseUrl, name);
    const db = openPostgres(url, { max: 4 });
    const others: Db[] = [];
    return {
      db,
      url,
      connectAgain() {
        const other = openPostgres(url, { max: 2 });
        others.push(other);
        return other;
      },
      async dispose() {
        await Promise.all([db, ...others].map((each) => each.close()));
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  },
};

/** The adapters under test: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases: TestDatabase[] = [pglite, postgresServer];

export interface DatabaseContext {
  readonly db: Db;
  readonly name: Db['kind'];
  /** See `OpenedDatabase.url`. */
  readonly url: string | undefined;
  connectAgain?: () => Db;
}

export interface DatabaseOptions {
  /** Apply the migrations before the tests (default). Without them every test starts from an empty schema. */
  migrated?: boolean;
}

const openTimeoutMs = 60_000;

async function reset(db: Db, migrated: boolean) {
  if (!migrated) {
    await db.exec('drop schema public cascade; create schema public;');
    return;
  }
  const tables = await db.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations'",
  );
  if (tables.length > 0) {
    await db.exec(`truncate ${tables.map((table) => `"${table.name}"`).join(', ')} restart identity cascade`);
  }
}

/** Opens the database once for the enclosing describe block and empties it before each test. */
export function useDatabase(
  target: TestDatabase,
  { migrated = true }: DatabaseOptions = {},
): DatabaseContext {
  let opened: OpenedDatabase | undefined;
  beforeAll(async () => {
    opened = await target.open();
    if (migrated) {
      await migrate(opened.db);
    }
  }, openTimeoutMs);
  beforeEach(() => reset(context.db, migrated));
  afterAll(async () => {
    await opened?.dispose();
  }, openTimeoutMs);
  const context: DatabaseContext = {
    name: target.name,
    get db() {
      if (!opened) {
        throw new Error(`The ${target.name} test database is not open`);
      }
      return opened.db;
    },
    get url() {
      return opened?.url;
    },
    get connectAgain() {
      return opened?.connectAgain;
    },
  };
  return context;
}

/**
 * `describe.each` over the adapters: the suite runs once per database. A skipped adapter still shows up,
 * as skipped, with the reason in its title.
 */
export function describeEachDatabase(
  title: string,
  suite: (ctx: DatabaseContext) => void,
  options: DatabaseOptions = {},
): void {
  const active = testDatabases.filter((target) => !target.skipReason);
  const skipped = testDatabases.filter((target) => target.skipReason);
  if (active.length > 0) {
    describe.each(active)(`${title} on $name`, (target) => suite(useDatabase(target, options)));
  }
  if (skipped.length > 0) {
    describe.skip.each(skipped)(`${title} on $name (skipped: $skipReason)`, (target) =>
      suite(useDatabase(target, options)),
    );
  }
}
