import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from 'shared-data/server';
import { benchParts, readToolEnv, toolEnvSchema } from './env';

const root = join(__dirname, '..');
const names = Object.keys(toolEnvSchema.fields);

describe('readToolEnv', () => {
  it('gives every variable, unset or empty, its default from the schema', () => {
    const defaults = {
      BENCH_ONLY: [...benchParts],
      BENCH_RUNS: 3,
      BENCH_BROWSER_RUNS: 5,
      BENCH_SECONDS: 10,
      BENCH_FLOOD_SECONDS: 120,
      BENCH_HOT_SAVES: 10,
      BENCH_FLOOD_CONNECTIONS: 10,
      BENCH_FLOOD_NAMES: 600,
      BENCH_SEARCH_RUNS: 9,
      BENCH_PORT_BASE: 4200,
      BENCH_BASE_PORT_BASE: 4300,
      E2E_PORT_BASE: 4100,
      E2E_WORKERS: 2,
      E2E_TRACE: false,
      E2E_DEV_PORT_BASE: 4600,
      E2E_ERRORS_PORT_BASE: 4700,
      REQUIRE_POSTGRES: false,
      CI: false,
    };
    expect(readToolEnv({})).toEqual(defaults);
    expect(readToolEnv(Object.fromEntries(names.map((name) => [name, ' '])))).toEqual(defaults);
  });

  it('reads what is set, typed', () => {
    expect(
      readToolEnv({
        BENCH_ONLY: 'mainthread, navigation',
        BENCH_RUNS: ' 7 ',
        BENCH_PORT_BASE: '5000',
        BENCH_BASE: 'abc1234',
        BENCH_CPU_SLOWDOWN: '2.5',
        REQUIRE_POSTGRES: '1',
        TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:54329/postgres',
        RELEASE_ID: 'by-hand',
      }),
    ).toMatchObject({
      BENCH_ONLY: ['mainthread', 'navigation'],
      BENCH_RUNS: 7,
      BENCH_PORT_BASE: 5000,
      BENCH_BASE_PORT_BASE: 5100,
      BENCH_BASE: 'abc1234',
      BENCH_CPU_SLOWDOWN: 2.5,
      REQUIRE_POSTGRES: true,
      TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:54329/postgres',
      RELEASE_ID: 'by-hand',
    });
    expect(readToolEnv({ BENCH_PORT_BASE: '5000', BENCH_BASE_PORT_BASE: '6000' }).BENCH_BASE_PORT_BASE).toBe(
      6000,
    );
    expect(readToolEnv({ REQUIRE_POSTGRES: '0' }).REQUIRE_POSTGRES).toBe(false);
  });

  it.each(['true', '1', 'woodpecker'])('takes CI=%s, as CI services set it, as on', (value) => {
    expect(readToolEnv({ CI: value }).CI).toBe(true);
  });

  it('refuses a bad value with a message that names the variable and what it must be', () => {
    expect(() => readToolEnv({ BENCH_RUNS: 'abc' })).toThrow(
      new ConfigError(['BENCH_RUNS must be a whole number ≥ 1, not "abc"']),
    );
  });

  it('refuses more end-to-end workers than have ports of their own', () => {
    expect(readToolEnv({ E2E_WORKERS: '5' }).E2E_WORKERS).toBe(5);
    expect(() => readToolEnv({ E2E_WORKERS: '6' })).toThrow(
      new ConfigError(['E2E_WORKERS must be at most 5, not "6"']),
    );
  });

  it('lists every bad value at once', () => {
    expect.assertions(2);
    try {
      readToolEnv({
        BENCH_ONLY: 'pages,speed',
        BENCH_SECONDS: '1.5',
        E2E_PORT_BASE: '0',
        REQUIRE_POSTGRES: 'yes',
        TEST_DATABASE_URL: 'mysql://x',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.sort()).toEqual([
        'BENCH_ONLY: unknown part speed; one of pages|mainthread|interaction|navigation|flood|functions|search|hot|build',
        'BENCH_SECONDS must be a whole number ≥ 1, not "1.5"',
        'E2E_PORT_BASE must be a whole number ≥ 1, not "0"',
        'REQUIRE_POSTGRES must be 1 or 0, not "yes"',
        'TEST_DATABASE_URL must start with postgres:// or postgresql://',
      ]);
    }
  });

  it.each(['0', '-1', 'fast', 'Infinity'])('refuses BENCH_CPU_SLOWDOWN=%s', (value) => {
    expect(() => readToolEnv({ BENCH_CPU_SLOWDOWN: value })).toThrow(
      new ConfigError([`BENCH_CPU_SLOWDOWN must be a positive number, not "${value}"`]),
    );
  });
});

describe('the tools’ variables', () => {
  const described = toolEnvSchema.describe().fields;

  it.each(names)('%s says in one line what it does', (name) => {
    const doc = (described[name] as { meta?: { doc?: unknown } }).meta?.doc;
    expect(doc).toEqual(expect.stringMatching(/^\S[^\n]*\S$/));
  });

  it('are each read by a tool or a test through readToolEnv', () => {
    const sources = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', 'tools', 'e2e'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((file) => /\.(ts|mjs)$/.test(file) && !/^tools\/env(\.test)?\.ts$/.test(file))
      .map((file) => readFileSync(join(root, file), 'utf8'))
      .filter((text) => text.includes('readToolEnv'))
      .join('\n');
    expect(names.filter((name) => !new RegExp(`\\b${name}\\b`).test(sources))).toEqual([]);
  });
});
