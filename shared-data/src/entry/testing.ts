/** shared-data/testing: what tests and test helpers start from; no page loads it. */

// The catalog in Russian, as servers build it: what tests compare a page's Russian with.
export * from '../catalog/russian';
export { testRuntimeConfig } from '../config/test-runtime-config';
// The schemas and the forms' messages in Russian, as servers build them.
export * from '../schemas/russian';
export { type BookProblem, bookProblems } from '../texts/book-check';
