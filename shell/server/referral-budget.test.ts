import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ServerType, serve } from '@hono/node-server';
import { readServerEnv } from 'shared-data/server';
import { writeShellBuild } from './document/test-shell-build';
import { createShellServer } from './shell-server';

jest.setTimeout(60_000);

const root = fileURLToPath(new URL('../../', import.meta.url));
const serverKey = 'shell-server-key-for-tests-0123456789';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let work: string;
let gateway: ChildProcess;
let gatewayExited: Promise<unknown>;
let shell: ServerType;
let functionsOrigin: string;
let shellOrigin: string;
let quiet: jest.SpyInstance;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'referral-budget-'));
  const [functionsPort, shellPort] = [await freePort(), await freePort()];
  functionsOrigin = `http://127.0.0.1:${functionsPort}`;
  const env = {
    SITE_URL: `http://localhost:${shellPort}`,
    SUPABASE_URL: functionsOrigin,
    FUNCTIONS_PORT: String(functionsPort),
    PORT: String(shellPort),
    DATA_DIR: join(work, 'data'),
    RATE_LIMIT_PER_MINUTE: '60',
    FUNCTIONS_SERVER_KEY: serverKey,
  };
  gateway = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'functions/src/gateway/main.ts')], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  gatewayExited = new Promise((resolve) => gateway.once('exit', resolve));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('functions ready')) resolve();
    };
    gateway.stdout?.on('data', read);
    gateway.stderr?.on('data', read);
    gateway.once('exit', () => reject(new Error(`the gateway stopped:\n${output}`)));
  });

  writeShellBuild(work);
  // No remote runs here: the shell says so in its log and renders the head without markup.
  quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  shell = serve({ fetch: createShellServer(readServerEnv(env), work).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => shell.once('listening', resolve));
  shellOrigin = `http://127.0.0.1:${(shell.address() as { port: number }).port}`;
}, 120_000);

afterAll(async () => {
  quiet?.mockRestore();
  await new Promise((resolve) => (shell ? shell.close(resolve) : resolve(undefined)));
  gateway?.kill('SIGTERM');
  await gatewayExited;
  rmSync(work, { recursive: true, force: true });
});

const callFunction = (name: string, body: unknown) =>
  fetch(`${functionsOrigin}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

test('made-up referral ids from one address neither blank the next real page nor use up that address’s limit', async () => {
  const registered = await callFunction('register-ambassador-simple', {
    name: 'Лола Каримова',
    email: 'lola@example.uz',
    phone: '+998901234567',
  });
  expect(registered.status).toBe(200);
  const link = new URL(((await registered.json()).ambassador as { referral_link: string }).referral_link);
  const referralId = link.pathname.split('/').pop();

  for (let start = 0; start < 100; start += 10) {
    const pages = await Promise.all(
      Array.from({ length: 10 }, (_, index) => fetch(`${shellOrigin}/referral/made-up-${start + index}`)),
    );
    expect(pages.map((page) => page.status)).toEqual(Array(10).fill(200));
    await Promise.all(pages.map((page) => page.text()));
  }

  const html = await (await fetch(`${shellOrigin}${link.pathname}${link.search}`)).text();
  expect(html).toContain('<title>Специальное предложение от Лолы</title>');
  const own = await callFunction('referral-info', { referral_id: referralId });
  expect(own.status).toBe(200);
  expect(await own.json()).toMatchObject({ name: 'Лола', name_genitive: 'Лолы' });
});
