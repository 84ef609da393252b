import { createTemplates } from './templates';
import { postgresSkipNote, requirePostgres, testDatabaseUrl } from './test-env';

/**
 * Once per run, before the test files: the migrated databases the test files' databases are copied from, and a note,
 * once rather than once per file, when the PostgreSQL half of the suite is skipped.
 */
export default async function globalSetup(): Promise<void> {
  await createTemplates(testDatabaseUrl);
  if (!testDatabaseUrl && !requirePostgres) console.log(`\nfunctions: ${postgresSkipNote}\n`);
}
