import { removeTemplates } from './templates';
import { testDatabaseUrl } from './test-env';

/** Once per run, after the test files: the templates `global-setup.ts` made are removed. */
export default async function globalTeardown(): Promise<void> {
  await removeTemplates(testDatabaseUrl);
}
