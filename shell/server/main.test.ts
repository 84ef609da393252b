import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

jest.setTimeout(60_000);

const root = fileURLToPath(new URL('../../', import.meta.url));

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'shell-main-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const listen = (port = 0) =>
  new Promise<Server>((resolve) => {
    const server = createServer().listen(port, '127.0.0.1', () => resolve(server));
  });

/**
 * `tsx shell/server/main.ts` as a production start without FUNCTIONS_SERVER_KEY on `port`: everything it writes to
 * stdout and stderr, once `until` holds for it or it exits; then it is stopped.
 */
async function startShell(port: number, until: (output: string) => boolean) {
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'shell/server/main.ts')], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      SKIP_ENV_FILE: '1',
      NODE_ENV: 'production',
      SITE_URL: 'https://agency.example.uz',
      PORT: String(port),
      DATA_DIR: join(work, 'data'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (until(output)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', () => resolve());
  });
  child.kill('SIGTERM');
  return { code: await exited, lines: output.split('\n').filter(Boolean) };
}

const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

test('the shell’s server says it is ready, and what it lacks, in JSON lines', async () => {
  const free = await listen();
  const { port } = free.address() as { port: number };
  await new Promise((resolve) => free.close(resolve));
  const { lines } = await startShell(port, (output) => output.includes('ready on'));
  expect(parsed(lines)).toEqual([
    expect.objectContaining({
      level: 'warn',
      service: 'shell',
      msg: expect.stringContaining('FUNCTIONS_SERVER_KEY'),
    }),
    expect.objectContaining({
      level: 'info',
      service: 'shell',
      msg: `shell ready on http://127.0.0.1:${port}`,
    }),
  ]);
});

test('a port another process holds stops the shell’s server with a JSON line saying why', async () => {
  const taken = await listen();
  const { port } = taken.address() as { port: number };
  try {
    const { code, lines } = await startShell(port, () => false);
    expect(code).toBe(1);
    expect(parsed(lines)).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: `shell could not listen on 127.0.0.1:${port}`,
        err: expect.objectContaining({ code: 'EADDRINUSE' }),
      }),
    );
  } finally {
    await new Promise((resolve) => taken.close(resolve));
  }
});
