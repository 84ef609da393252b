import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  expect(shell.written).toHaveLength(2);
  expect(shell.lines()).toEqual([
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
