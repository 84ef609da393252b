/** shared-data: everything at once, for tests and tools. Browser code imports the entry it needs. */

export * from './entry/api';
export * from './entry/core';
export * from './entry/store';
