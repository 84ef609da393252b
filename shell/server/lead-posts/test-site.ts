import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ServerType, serve } from '@hono/node-server';
import { nativeFormMarkers, type PageData, type PrerenderFile, remoteNames } from 'shared-data/core';
import { createLogger, readServerEnv, remoteEnvNames } from 'shared-data/server';
import { stopProcess } from '../../../tools/launch/readiness';
import { writeShellBuild } from '../document/test-shell-build';
import type { Renderer } from '../remote-pages/remote-renderers';
import { createShellServer } from '../shell-server';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = join(root, 'node_modules/.bin/tsx');

/** The shell's server key in these tests. */
const testServerKey = 'shell-server-key-for-tests-0123456789';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The markup every remote's page renders: a form with the two hidden fields the shell fills. */
const pageWithForm =
  '<main><h1>Страница с формой</h1><form method="post">' +
  `${nativeFormMarkers.idempotencyKey}${nativeFormMarkers.startedAt}<button>Отправить</button></form></main>`;

/** Remotes that serve a `prerender.json` rendered with other contacts, so every page is rendered here by `renderer`. */
export function startRemotes() {
  const file: PrerenderFile = {
    renderedAt: new Date(0).toISOString(),
    renderer: 'test',
    config: {},
    pages: {},
  };
  const server = createHttpServer((req, res) => {
    const found = req.url?.endsWith('/prerender.json');
    res
      .writeHead(found ? 200 : 404, { 'content-type': 'application/json' })
      .end(found ? JSON.stringify(file) : '{}');
  });
  return new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export interface TestSite {
  /** The site's own origin (`SITE_URL`). */
  origin: string;
  shellPort: number;
  functionsOrigin: string;
  /** The data each page was rendered with, in order. */
  renders: PageData[];
  /** Each line the shell's server logged, read as JSON. */
  logLines: () => Record<string, unknown>[];
  /** The variables the site runs with. */
  env: Record<string, string>;
  /** Renders every remote's page as `pageWithForm`, noting its data in `renders`. */
  renderers: () => Promise<Renderer>;
  /** Every stored lead, as `npm run admin -- export-leads` writes it: one record per lead, by column. */
  storedLeads: () => Promise<Record<string, string>[]>;
  stop: () => Promise<void>;
}

/** Reads CSV (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes) into records by the header row. */
function readCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [[]];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    const row = rows[rows.length - 1] as string[];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      field = '';
      rows.push([]);
    } else field += ch;
  }
  const [header = [], ...records] = rows.filter((row) => row.length > 1);
  return records.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}

/**
 * The site as a visitor meets it: the functions gateway (its own process, on PGlite) and the shell's server over HTTP,
 * with remotes whose pages hold a lead form. `RATE_LIMIT_PER_MINUTE` is `perMinute`.
 */
export async function startTestSite({ perMinute }: { perMinute: number }): Promise<TestSite> {
  const work = mkdtempSync(join(tmpdir(), 'lead-posts-'));
  const remotes = await startRemotes();
  const remotesPort = (remotes.address() as { port: number }).port;
  const functionsPort = await freePort();
  const shellPort = await freePort();
  const functionsOrigin = `http://127.0.0.1:${functionsPort}`;
  const origin = `http://localhost:${shellPort}`;
  const env: Record<string, string> = {
    SITE_URL: origin,
    SUPABASE_URL: functionsOrigin,
    FUNCTIONS_PORT: String(functionsPort),
    PORT: String(shellPort),
    DATA_DIR: join(work, 'data'),
    RATE_LIMIT_PER_MINUTE: String(perMinute),
    FUNCTIONS_SERVER_KEY: testServerKey,
    SKIP_ENV_FILE: '1',
    ...Object.fromEntries(
      remoteNames.map((name) => [
        remoteEnvNames(name).url,
        `http://127.0.0.1:${remotesPort}/${name}/mf-manifest.json`,
      ]),
    ),
  };
  const processEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env };
  const gateway: ChildProcess = spawn(tsx, [join(root, 'functions/src/gateway/main.ts')], {
    env: processEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let gatewayOutput = '';
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
  const renders: PageData[] = [];
  const renderer: Renderer = {
    renderPage: async ({ data }) => {
      renders.push(data ?? {});
      return { html: pageWithForm, css: '' };
    },
  };
  const renderers = async () => renderer;
  const logged: string[] = [];
  const app = createShellServer(readServerEnv(env), work, {
    logger: createLogger('shell', { write: (line: string) => logged.push(line) }),
    renderers,
  });
  const shell: ServerType = serve({ fetch: app.fetch, port: shellPort, hostname: '127.0.0.1' });
  await new Promise((resolve) => shell.once('listening', resolve));

  const storedLeads = () =>
    new Promise<Record<string, string>[]>((resolve, reject) => {
      const cli = spawn(tsx, [join(root, 'functions/src/admin-commands/cli.ts'), 'export-leads'], {
        env: processEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      cli.stdout?.on('data', (chunk: Buffer) => {
        out += chunk;
      });
      cli.stderr?.on('data', (chunk: Buffer) => {
        err += chunk;
      });
      cli.once('exit', (code) =>
        code === 0 ? resolve(readCsv(out.replace(/^\uFEFF/, ''))) : reject(new Error(`export-leads: ${err}`)),
      );
    });

  return {
    origin,
    shellPort,
    functionsOrigin,
    renders,
    logLines: () => logged.map((line) => JSON.parse(line) as Record<string, unknown>),
    env,
    renderers,
    storedLeads,
    stop: async () => {
      await new Promise((resolve) => shell.close(resolve));
      await new Promise((resolve) => remotes.close(resolve));
      await stopProcess(gateway);
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** What an HTTP exchange gave: the status, the headers and the body as text. */
export interface Exchange {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request to `port` from the loopback address `from` (each address is a client of its own), answered in full.
 * Redirects are not followed.
 */
export function requestFrom(
  from: string,
  port: number,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port, path, method, headers, localAddress: from, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
