import { postgresSkipNote, requirePostgres, testDatabaseUrl } from './test-env';

/** Says once per run, not once per test file, that the PostgreSQL half of the suite is skipped. */
export default function globalSetup(): void {
  if (!testDatabaseUrl && !requirePostgres) {
    console.log(`\nfunctions: ${postgresSkipNote}\n`);
  }
}
