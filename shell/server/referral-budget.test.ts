import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ServerType, serve } from '@hono/node-server';
import { createLogger, readServerEnv } from 'shared-data/server';
import { testShellDocument, writeShellBuild } from './document/test-shell-build';
import { createShellServer } from './shell-server';

jest.setTimeout(60_000);

const root = fileURLToPath(new URL('../../', import.meta.url));
const serverKey = 'shell-server-key-for-tests-0123456789';
const tsx = join(root, 'node_modules/.bin/tsx');
/** What one client may make the shell ask the functions (or draw) in a minute: `RATE_LIMIT_PER_MINUTE`. */
const perClient = 60;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let work: string;
let env: Record<string, string>;
let gateway: ChildProcess;
let gatewayExited: Promise<unknown>;
let gatewayOutput = '';
let shell: ServerType;
let functionsOrigin: string;
let shellPort: number;
let clock = Date.now();
const genericPicture = Buffer.from('the generic picture');

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'referral-budget-'));
  const functionsPort = await freePort();
  shellPort = await freePort();
  functionsOrigin = `http://127.0.0.1:${functionsPort}`;
  env = {
    SITE_URL: `http://localhost:${shellPort}`,
    SUPABASE_URL: functionsOrigin,
    FUNCTIONS_PORT: String(functionsPort),
    PORT: String(shellPort),
    DATA_DIR: join(work, 'data'),
    RATE_LIMIT_PER_MINUTE: String(perClient),
    FUNCTIONS_SERVER_KEY: serverKey,
    SKIP_ENV_FILE: '1',
  };
  gateway = spawn(tsx, [join(root, 'functions/src/gateway/main.ts')], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  gatewayExited = new Promise((resolve) => gateway.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      gatewayOutput += chunk;
      if (gatewayOutput.includes('functions ready')) resolve();
    };
    gateway.stdout?.on('data', read);
    gateway.stderr?.on('data', read);
    gateway.once('exit', () => reject(new Error(`the gateway stopped:\n${gatewayOutput}`)));
  });

  writeShellBuild(work);
  const genericFile = join(work, testShellDocument.previews.generic.url);
  mkdirSync(dirname(genericFile), { recursive: true });
  writeFileSync(genericFile, genericPicture);
  // No remote runs here: the shell says so in its log and renders the head without markup.
  const app = createShellServer(readServerEnv(env), work, {
    logger: createLogger('shell', { write: () => undefined }),
    // A loaded test machine may keep the functions' answer longer than a visitor's page would wait.
    referralLookup: { now: () => clock, timeoutMs: 10_000 },
    keptPicturesCheckMs: 200,
  });
  shell = serve({ fetch: app.fetch, port: shellPort, hostname: '127.0.0.1' });
  await new Promise((resolve) => shell.once('listening', resolve));
}, 120_000);

afterAll(async () => {
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

/** Registers an ambassador; their referral link's path. */
const register = async (name: string, email: string, phone: string) => {
  const registered = await callFunction('register-ambassador-simple', { name, email, phone });
  expect(registered.status).toBe(200);
  return new URL(((await registered.json()).ambassador as { referral_link: string }).referral_link).pathname;
};

/** A GET to the shell from one client: `from` is the loopback address it connects from. */
const fetchFrom = (from: string, path: string) =>
  new Promise<{ status: number; cacheControl: string; body: Buffer }>((resolve, reject) => {
    get({ host: '127.0.0.1', port: shellPort, path, localAddress: from, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          cacheControl: String(response.headers['cache-control']),
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });

/** How many `referral-info` calls the gateway has answered, once every line it wrote so far has arrived. */
const referralInfoCalls = async () => {
  const marker = randomUUID();
  await fetch(`${functionsOrigin}/health`, { headers: { 'x-request-id': marker } });
  const deadline = Date.now() + 10_000;
  while (!gatewayOutput.includes(marker)) {
    if (gateway.exitCode !== null || Date.now() > deadline) throw new Error(`no log line:\n${gatewayOutput}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return gatewayOutput
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { path?: string })
    .filter((line) => line.path === '/functions/v1/referral-info').length;
};

/** Erases a person through `npm run admin -- erase` on the gateway's database: the command's exit code. */
const eraseByEmail = (email: string) => {
  const erasing = spawn(tsx, [join(root, 'functions/src/admin-commands/cli.ts'), 'erase', '--email', email], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: 'ignore',
  });
  return new Promise((resolve) => erasing.once('exit', resolve));
};

/** The files kept for a referral id once none is left, or after 20 s: what is still there. */
const keptAfterRemoval = async (pictureDir: string, referralId: string) => {
  const kept = () => readdirSync(pictureDir).filter((file) => file.startsWith(referralId));
  const deadline = Date.now() + 20_000;
  while (kept().length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return kept();
};

const crockford = '0123456789abcdefghjkmnpqrstvwxyz';
const madeUpId = () =>
  Array.from({ length: 10 }, () => crockford[Math.floor(Math.random() * crockford.length)]).join('');

test('made-up referral ids from one address neither blank the next real page nor use up that address’s limit', async () => {
  const referralPath = await register('Лола Каримова', 'lola@example.uz', '+998901234567');
  const referralId = referralPath.split('/').pop();

  for (let start = 0; start < 100; start += 10) {
    const pages = await Promise.all(
      Array.from({ length: 10 }, (_, index) => fetchFrom('127.0.0.1', `/referral/made-up-${start + index}`)),
    );
    expect(pages.map((page) => page.status)).toEqual(Array(10).fill(200));
  }

  const html = (await fetchFrom('127.0.0.1', `${referralPath}?code=LOLA15`)).body.toString();
  expect(html).toContain('<title>Специальное предложение от Лолы</title>');
  const own = await callFunction('referral-info', { referral_id: referralId });
  expect(own.status).toBe(200);
  expect(await own.json()).toMatchObject({ name: 'Лола', name_genitive: 'Лолы' });
});

test('a flood of made-up pictures makes the shell ask the functions no more than its client’s share; another client’s new page and picture are named', async () => {
  const referralPath = await register('Азиз Рахимов', 'aziz@example.uz', '+998901234568');
  const referralId = referralPath.split('/').pop();
  const before = await referralInfoCalls();
  const repeated = madeUpId();
  const flood = [
    ...Array.from({ length: 100 }, (_, index) => `/og/referral/made-up-${index}.png`),
    ...Array.from({ length: 150 }, () => `/og/referral/${madeUpId()}.png`),
    ...Array.from({ length: 50 }, () => `/og/referral/${repeated}.png`),
  ];
  for (let start = 0; start < flood.length; start += 25) {
    const pictures = await Promise.all(
      flood.slice(start, start + 25).map((path) => fetchFrom('127.0.0.2', path)),
    );
    for (const picture of pictures) {
      expect(picture.status).toBe(200);
      expect(picture.cacheControl).toBe('no-cache');
      expect(picture.body.equals(genericPicture)).toBe(true);
    }
  }
  expect((await referralInfoCalls()) - before).toBeLessThanOrEqual(perClient);

  const html = (await fetchFrom('127.0.0.3', referralPath)).body.toString();
  expect(html).toContain('<title>Специальное предложение от Азиза</title>');
  const picture = await fetchFrom('127.0.0.3', `/og/referral/${referralId}.png`);
  expect(picture.cacheControl).toBe('public, max-age=300');
  // The flooding client, past its share, is still served what the shell keeps.
  const again = await fetchFrom('127.0.0.2', `/og/referral/${referralId}.png`);
  expect(again.body.equals(picture.body)).toBe(true);
});

test('an erased ambassador is no longer named once their name’s minute is over: not on the page, nor in a picture kept on disk', async () => {
  const referralPath = await register('Мадина Юсупова', 'madina@example.uz', '+998901234569');
  const referralId = referralPath.split('/').pop() ?? '';
  const pictureDir = join(work, 'data', 'referral-pictures');
  expect((await fetchFrom('127.0.0.4', referralPath)).body.toString()).toContain('от Мадины</title>');
  const named = await fetchFrom('127.0.0.4', `/og/referral/${referralId}.png`);
  expect(named.cacheControl).toBe('public, max-age=300');
  expect(readdirSync(pictureDir).filter((file) => file.startsWith(referralId))).toHaveLength(1);
  expect(statSync(pictureDir).mode & 0o777).toBe(0o700);

  expect(await eraseByEmail('madina@example.uz')).toBe(0);
  clock += 60_001;

  const html = (await fetchFrom('127.0.0.4', referralPath)).body.toString();
  expect(html).toContain('<title>Специальное предложение</title>');
  expect(html).not.toContain('Мадин');
  const picture = await fetchFrom('127.0.0.4', `/og/referral/${referralId}.png`);
  expect(picture.cacheControl).toBe('no-cache');
  expect(picture.body.equals(genericPicture)).toBe(true);
  // The file goes as the lookup finds the id is nobody's; its removal finishes beside the answers.
  expect(await keptAfterRemoval(pictureDir, referralId)).toEqual([]);
});

test('an erased ambassador’s kept picture leaves the disk within minutes though nobody asks for it again', async () => {
  const referralPath = await register('Камила Юсупова', 'kamila@example.uz', '+998901234568');
  const referralId = referralPath.split('/').pop() ?? '';
  const pictureDir = join(work, 'data', 'referral-pictures');
  await fetchFrom('127.0.0.5', `/og/referral/${referralId}.png`);
  expect(readdirSync(pictureDir).filter((file) => file.startsWith(referralId))).toHaveLength(1);

  expect(await eraseByEmail('kamila@example.uz')).toBe(0);
  clock += 60_001;
  expect(await keptAfterRemoval(pictureDir, referralId)).toEqual([]);
});
