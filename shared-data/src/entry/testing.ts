/** shared-data/testing: what tests and test helpers start from; no page loads it. */

export { testRuntimeConfig } from '../config/test-runtime-config';
export { type BookProblem, bookProblems } from '../texts/book-check';
