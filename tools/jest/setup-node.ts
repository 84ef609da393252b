// A server test speaks HTTP to a gateway over a real database, often hundreds of calls in one test (a rate limit's
// budget, a burst of leads); on a busy or slow machine that takes longer than Jest's 5 s default, and a cut-short test
// fails for the machine, not the code. Tests that knowingly take minutes set their own longer limit. (Jest reads
// `testTimeout` only from the top of its configuration, not from a project's, so it is set here for the Node projects.)
jest.setTimeout(30_000);

// Every package's texts the test file's modules define, in both languages, as a server has them.
beforeAll(async () => (await import('shared-data/site')).loadAllBooks());
