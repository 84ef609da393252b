import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = join(root, 'node_modules/.bin/tsx');
const main = join(root, 'functions/src/gateway/main.ts');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

function startGateway(env: Record<string, string>) {
  const child = spawn(tsx, [main], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const stop = async (child: ChildProcess, exited: Promise<unknown>) => {
  child.kill('SIGTERM');
  await exited;
};

/** An address of this machine that is not loopback, if it has one. */
const outsideAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((info) => info && info.family === 'IPv4' && !info.internal)?.address;

describe('the gateway process', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'gateway-main-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['a public SITE_URL', { SITE_URL: 'https://agency.uz' }],
  ])(
    'a production start (%s) without EmailJS keys stops with a clear message',
    async (_, env) => {
      const gateway = startGateway({ ...env, DATA_DIR: dataDir, FUNCTIONS_PORT: String(await freePort()) });
      expect(await gateway.exited).toBe(1);
      expect(gateway.output()).toMatch(
        /EMAILJS_PUBLIC_KEY and EMAILJS_PRIVATE_KEY must be set for a production start .*no lead mail would reach the team/,
      );
    },
    60_000,
  );

  test('a local start binds 127.0.0.1 only', async () => {
    const port = await freePort();
    const gateway = startGateway({ DATA_DIR: dataDir, FUNCTIONS_PORT: String(port) });
    try {
      let health: Response | undefined;
      for (let tries = 0; tries < 150 && !health; tries++) {
        health = await fetch(`http://127.0.0.1:${port}/health`).catch(async () => {
          await new Promise((resolve) => setTimeout(resolve, 200));
          return undefined;
        });
      }
      expect(health?.status).toBe(200);
      const outside = outsideAddress();
      if (outside) {
        await expect(fetch(`http://${outside}:${port}/health`)).rejects.toThrow();
      }
      expect(gateway.output()).toContain(`functions ready on http://127.0.0.1:${port}`);
    } finally {
      await stop(gateway.child, gateway.exited);
    }
  }, 60_000);
});
