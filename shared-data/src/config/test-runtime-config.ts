import type { RuntimeConfig } from './runtime-config';
import { defaultContacts } from './runtime-config.schema';

/** A complete runtime config for tests and standalone development. */
export const testRuntimeConfig: RuntimeConfig = {
  siteUrl: 'http://localhost:3000',
  functionsUrl: 'http://localhost:54321',
  ...defaultContacts,
};
