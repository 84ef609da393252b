import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const loader = join(__dirname, 'env-file.mjs');
const names = ['SITE_URL', 'LEADS_EMAIL', 'AGENCY_PHONE', 'HOST', 'ADMIN_EMAILS'];
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'env-file-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Loads `dir/.env` in a fresh Node as tools/run.mjs does, then prints what a child process it starts sees. */
const load = (text: string | undefined, env: Record<string, string> = {}) => {
  if (text !== undefined) writeFileSync(join(dir, '.env'), text);
  const script = [
    `import { loadEnvFile } from ${JSON.stringify(loader)};`,
    `import { execFileSync } from 'node:child_process';`,
    `loadEnvFile(${JSON.stringify(join(dir, '.env'))});`,
    `const names = ${JSON.stringify(names)};`,
    `const print = 'JSON.stringify(Object.fromEntries(' + JSON.stringify(names) + '.map((n) => [n, process.env[n]])))';`,
    `process.stdout.write(execFileSync(process.execPath, ['-p', print]));`,
  ].join('\n');
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !names.includes(name)));
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...clean, ...env },
    encoding: 'utf8',
  });
  return {
    status: result.status,
    stderr: result.stderr,
    vars: result.status === 0 ? (JSON.parse(result.stdout) as Record<string, string | undefined>) : {},
  };
};

describe('loadEnvFile', () => {
  it('gives child processes the values of .env, and the environment wins over it', () => {
    const { status, vars } = load(
      [
        '# the site',
        'SITE_URL=https://agency.uz',
        '  export LEADS_EMAIL = "team@agency.uz" # where leads go',
        "AGENCY_PHONE='+998 90 123 45 67'",
        '',
        'HOST=0.0.0.0',
      ].join('\r\n'),
      { HOST: '127.0.0.1' },
    );
    expect(status).toBe(0);
    expect(vars).toEqual({
      SITE_URL: 'https://agency.uz',
      LEADS_EMAIL: 'team@agency.uz',
      AGENCY_PHONE: '+998 90 123 45 67',
      HOST: '127.0.0.1',
    });
  });

  it('does nothing when there is no .env', () => {
    expect(load(undefined)).toEqual({ status: 0, stderr: '', vars: {} });
  });

  it('refuses a malformed .env by its line numbers, without a stack trace or the values', () => {
    const { status, stderr } = load(
      [
        'SITE_URL=https://agency.uz',
        'secret-token-without-name',
        '=orphan',
        'ADMIN_EMAILS="a@agency.uz',
      ].join('\n'),
    );
    expect(status).toBe(1);
    expect(stderr).toContain('.env is not a valid env file');
    expect(stderr).toContain('line 2 is not NAME=value');
    expect(stderr).toContain('line 3 is not NAME=value');
    expect(stderr).toContain('line 4 opens a quote it does not close');
    expect(stderr).not.toMatch(/secret-token|a@agency\.uz|\n\s+at /);
  });

  it('refuses a .env it cannot read with a message', () => {
    mkdirSync(join(dir, '.env'));
    const { status, stderr } = load(undefined);
    expect(status).toBe(1);
    expect(stderr).toMatch(/\.env cannot be read: EISDIR/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
