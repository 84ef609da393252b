import { defaultContacts, type RuntimeConfig } from './runtime-config';

/** A complete runtime config for tests and standalone development. */
export const testRuntimeConfig: RuntimeConfig = {
  siteUrl: 'http://localhost:3000',
  functionsUrl: 'http://localhost:54321',
  ...defaultContacts,
};
