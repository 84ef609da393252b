import { readEnvWith } from 'shared-data/server';
import { array, boolean, type InferType, type MessageParams, number, object, string } from 'yup';

/** The parts of `npm run bench`, in the order it runs them. */
export const benchParts = [
  'pages',
  'mainthread',
  'interaction',
  'navigation',
  'flood',
  'functions',
  'search',
  'hot',
  'build',
] as const;
export type BenchPart = (typeof benchParts)[number];

/** A message naming the variable, what it must be and what it was given. */
const mustBe =
  (what: string) =>
  ({ path, originalValue }: MessageParams) =>
    `${path} must be ${what}${originalValue === undefined ? '' : `, not ${JSON.stringify(originalValue)}`}`;

const wholeNumber = () => {
  const message = mustBe('a whole number ≥ 1');
  return number().typeError(message).integer(message).min(1, message);
};

const positiveNumber = () => {
  const message = mustBe('a positive number');
  return number()
    .typeError(message)
    .positive(message)
    .test('finite', message, (value) => value === undefined || Number.isFinite(value));
};

/**
 * The variables the tools read (the site's own are shared-data's `envSchema`), each with its type, its default and a
 * line on what it does (`doc`). `tools/run.mjs` reads `SKIP_ENV_FILE` itself: it runs before the tools are installed.
 */
export const toolEnvSchema = object({
  BENCH_ONLY: array(
    string()
      .defined()
      .oneOf(benchParts, ({ value }) => `BENCH_ONLY: unknown part ${value}; one of ${benchParts.join('|')}`),
  )
    .transform((value, original) =>
      typeof original === 'string' ? original.split(',').map((part) => part.trim()) : value,
    )
    .default(() => [...benchParts])
    .meta({ doc: 'the bench parts to run, comma-separated; all of them by default' }),
  BENCH_RUNS: wholeNumber().default(3).meta({ doc: 'Lighthouse runs per route and side' }),
  BENCH_BROWSER_RUNS: wholeNumber()
    .default(5)
    .meta({ doc: 'runs per route and side of the mainthread, interaction and navigation parts' }),
  BENCH_SECONDS: wholeNumber()
    .default(10)
    .meta({ doc: 'seconds of each autocannon run of the functions part' }),
  BENCH_FLOOD_SECONDS: wholeNumber().default(120).meta({ doc: 'seconds of each flood of the flood part' }),
  BENCH_FLOOD_CONNECTIONS: wholeNumber()
    .default(10)
    .meta({ doc: "connections of the flood part's flooding client" }),
  BENCH_FLOOD_NAMES: wholeNumber()
    .default(600)
    .meta({ doc: 'real ambassadors whose referral pictures the flood part asks for' }),
  BENCH_SEARCH_RUNS: wholeNumber().default(9).meta({ doc: 'timed runs of each search of the search part' }),
  BENCH_HOT_SAVES: wholeNumber()
    .default(10)
    .meta({ doc: 'saves of each kind the hot part times under an open page' }),
  BENCH_PORT_BASE: wholeNumber().default(4200).meta({ doc: "first of the ports of the bench's site" }),
  BENCH_BASE_PORT_BASE: wholeNumber()
    .when('BENCH_PORT_BASE', ([portBase], schema) => schema.default(portBase + 100))
    .defined()
    .meta({ doc: "first of the ports of the base commit's site; BENCH_PORT_BASE + 100 by default" }),
  BENCH_BASE: string()
    .optional()
    .meta({ doc: 'a commit whose site the bench builds in .tmp/bench-base/ and measures beside this one' }),
  BENCH_CPU_SLOWDOWN: positiveNumber()
    .optional()
    .meta({ doc: "Lighthouse's CPU slowdown; by default chosen from the host's benchmarkIndex" }),
  E2E_PORT_BASE: wholeNumber()
    .default(4100)
    .meta({ doc: "first of the ports of the end-to-end tests' sites (10 for each worker)" }),
  E2E_WORKERS: wholeNumber()
    // Worker n's site takes E2E_PORT_BASE + 10n onwards; from + 50 the ports are some specs' own sites'.
    .max(5, mustBe('at most 5'))
    .default(2)
    .meta({ doc: 'end-to-end workers, each with a site of its own on E2E_PORT_BASE + 10 × its index' }),
  E2E_TRACE: boolean().typeError(mustBe('1 or 0')).default(false).meta({
    doc: "1: Playwright records a trace of every test and keeps failed tests' (about 40% more CPU)",
  }),
  E2E_DEV_PORT_BASE: wholeNumber()
    .default(4600)
    .meta({ doc: "first of the ports of the end-to-end test of npm run dev's site" }),
  E2E_ERRORS_PORT_BASE: wholeNumber()
    .default(4700)
    .meta({ doc: "first of the ports of the end-to-end test of error reports' site" }),
  REQUIRE_POSTGRES: boolean().typeError(mustBe('1 or 0')).default(false).meta({
    doc: '1: npm test fails when it cannot start a PostgreSQL, instead of skipping those tests (CI)',
  }),
  TEST_DATABASE_URL: string()
    .matches(/^postgres(ql)?:\/\//, 'TEST_DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .meta({ doc: "a PostgreSQL 15 for the functions' tests instead of a throwaway cluster" }),
  PG_BIN_DIR: string()
    .optional()
    .meta({ doc: "the bin folder of the PostgreSQL 15 of throwaway clusters, instead of the npm package's" }),
  CI: boolean()
    .transform(() => true)
    .default(false)
    .meta({
      doc: 'set, to any value, by CI services: npm test then fails without Chromium instead of skipping',
    }),
  RELEASE_ID: string()
    .optional()
    .meta({ doc: "the id a build is stamped with; by default one made from the build's time" }),
  OUTPUT_PATH: string()
    .optional()
    .meta({ doc: "where a remote's build goes instead of its dist/ (a release's folder)" }),
});

export type ToolEnv = InferType<typeof toolEnvSchema>;

/** The tools' variables, from `env` (the process's by default) with their defaults; a bad one throws a ConfigError. */
export const readToolEnv = (env: Record<string, string | undefined> = process.env): ToolEnv =>
  readEnvWith(toolEnvSchema, env);
