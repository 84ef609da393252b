import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createLogger, readServerEnv } from 'shared-data/server';
import { writeShellBuild } from './document/test-shell-build';
import { createShellServer } from './shell-server';

let distDir: string;
beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  writeShellBuild(distDir);
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

/** The shell's server on a real port, its log lines kept as written. */
async function startShell() {
  const written: string[] = [];
  const logger = createLogger('shell', { write: (line: string) => written.push(line) });
  const app = createShellServer(readServerEnv({}), distDir, { logger });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const lines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { origin, close, written, lines };
}

test('the shell’s server writes one JSON line per request, echoes the request id and keeps the address out', async () => {
  const shell = await startShell();
  try {
    const page = await fetch(`${shell.origin}/pricing?promo=LOLA15&phone=998901234567`, {
      headers: { 'x-request-id': 'page-1' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBe('page-1');
    const missing = await fetch(`${shell.origin}/nothing.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  } finally {
    await shell.close();
  }
  // The remotes do not run here: the shell also says so, in lines of their own.
  expect(shell.lines().filter((line) => line.msg === 'request')).toEqual([
    {
      level: 'info',
      time: expect.any(String),
      service: 'shell',
      msg: 'request',
      method: 'GET',
      path: '/pricing',
      status: 200,
      durationMs: expect.any(Number),
      requestId: 'page-1',
      client: expect.stringMatching(/^[\w-]{16}$/),
    },
    expect.objectContaining({ path: '/nothing.js', status: 404 }),
  ]);
  const text = shell.written.join('');
  for (const personal of ['127.0.0.1', '998901234567', 'LOLA15']) expect(text).not.toContain(personal);
});

test('an error of the shell’s server is logged once with its stack and the request id, answered 500', async () => {
  const shell = await startShell();
  // A build cut short: what it gives every page is half written.
  writeFileSync(join(distDir, 'document.json'), '{"earlyScript": {');
  try {
    const res = await fetch(`${shell.origin}/pricing`, { headers: { 'x-request-id': 'broken-page' } });
    expect(res.status).toBe(500);
    expect(res.headers.get('x-request-id')).toBe('broken-page');
  } finally {
    await shell.close();
  }
  expect(shell.lines()).toEqual([
    expect.objectContaining({
      level: 'error',
      path: '/pricing',
      status: 500,
      requestId: 'broken-page',
      err: expect.objectContaining({
        type: 'SyntaxError',
        stack: expect.stringMatching(/^SyntaxError: .*JSON/),
      }),
    }),
  ]);
});

/** An HTTP server on a free loopback port answering `answer`; its origin and a way to stop it. */
async function stubServer(answer: (path: string) => [number, string]) {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const [status, body] = answer(request.url ?? '');
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { origin, close };
}

test('every line the shell’s server writes is JSON and names a page by its path, never its query', async () => {
  // The ambassador remote serves its prerender.json but not the server bundle it names: its pages cannot be rendered.
  const prerender = { renderedAt: '2026-11-21T10:00:00.000Z', renderer: 'abc', config: {}, pages: {} };
  const remote = await stubServer((path) =>
    path.endsWith('/prerender.json') ? [200, JSON.stringify(prerender)] : [404, 'missing'],
  );
  const functions = await stubServer(() => [
    404,
    JSON.stringify({ error: { code: 'not_found', message: 'нет' } }),
  ]);
  const down = await stubServer(() => [200, '']);
  await down.close();
  const written: string[] = [];
  const app = createShellServer(
    readServerEnv({
      SUPABASE_URL: functions.origin,
      AMBASSADOR_REMOTE_URL: `${remote.origin}/mf-manifest.json`,
      MARKETING_REMOTE_URL: `${down.origin}/mf-manifest.json`,
    }),
    distDir,
    { logger: createLogger('shell', { write: (line: string) => written.push(line) }) },
  );
  const consoleLines = (['log', 'info', 'warn', 'error'] as const).map((method) =>
    jest.spyOn(console, method).mockImplementation(() => undefined),
  );
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const path of [
      '/referral/zzzzzzzzzz?code=SECRET15-7KQ3XWP',
      '/ambassador/made-up?code=SECRET15-7KQ3XWP',
      '/pricing?code=SECRET15-7KQ3XWP',
    ]) {
      expect((await fetch(`${origin}${path}`)).status).toBe(200);
    }
  } finally {
    for (const spy of consoleLines) spy.mockRestore();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await Promise.all([remote.close(), functions.close()]);
  }
  for (const spy of consoleLines) expect(spy.mock.calls).toEqual([]);
  const lines = written.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(lines).toContainEqual(
    expect.objectContaining({
      level: 'warn',
      msg: 'the page could not be rendered',
      app: 'ambassador-app',
      path: '/referral/zzzzzzzzzz',
    }),
  );
  expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', app: 'marketing-app' }));
  for (const line of written) {
    expect(line).not.toContain('SECRET15');
    expect(line).not.toContain('?');
  }
});
