/** PostgreSQL server for the tests; each test file creates its own database on it. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** Set by CI: a missing TEST_DATABASE_URL fails the PostgreSQL tests instead of skipping them. */
export const requirePostgres = process.env.REQUIRE_POSTGRES === '1';

export const postgresSkipNote =
  'PostgreSQL tests skipped: TEST_DATABASE_URL is not set (REQUIRE_POSTGRES=1 turns this into a failure)';

/** `url` with its database replaced by `database`. */
export const withDatabase = (url: string, database: string) => {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
};
