import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import { pgliteDirs } from '../db/pglite';
import type { Db } from '../db/port';
import { randomBase64Url } from '../sign-in/random';
import { sameHash } from '../sign-in/secrets';

/**
 * The command line's way into a running site on the embedded database. PGlite serves one process, so while the
 * gateway holds `.data/`, `npm run admin` hands its command to the gateway, which runs it on its own connection.
 * The gateway writes its address and a fresh key to `.data/admin-bridge.json` (readable by this user only, as the
 * database files are) and answers `POST /admin/cli` from this machine with that key only.
 */

const adminBridgePath = '/admin/cli';
const adminBridgeHeader = 'x-admin-cli-key';

/** What the gateway leaves for the command line beside the database. */
export interface BridgeFile {
  url: string;
  key: string;
  pid: number;
}

/** What the command line sends: its arguments and the folder relative paths start from. */
export interface BridgeRequest {
  argv: string[];
  cwd: string;
}

/** What the command printed and the files it asked to write, for the command line to replay. */
export interface BridgeAnswer {
  code: number;
  stdout: string;
  stderr: string;
  files: { path: string; text: string }[];
}

export const bridgeFilePath = (dataDir: string) => join(pgliteDirs(dataDir).root, 'admin-bridge.json');

/** Writes the bridge file for a gateway listening at `url`; `close` removes it (if it is still this gateway's). */
export function openBridge(dataDir: string, url: string): { key: string; close: () => void } {
  const key = randomBase64Url(32);
  const path = bridgeFilePath(dataDir);
  const file: BridgeFile = { url, key, pid: process.pid };
  // Created 0600 aside and moved into place: the key is never in a file another user could open.
  const aside = `${path}.${process.pid}.tmp`;
  rmSync(aside, { force: true });
  writeFileSync(aside, JSON.stringify(file), { mode: 0o600, flag: 'wx' });
  renameSync(aside, path);
  return {
    key,
    close: () => {
      if (readBridgeFile(dataDir)?.key === key) rmSync(path, { force: true });
    },
  };
}

/** The running gateway's bridge, if it left one. */
export function readBridgeFile(dataDir: string): BridgeFile | undefined {
  const path = bridgeFilePath(dataDir);
  if (!existsSync(path)) return undefined;
  try {
    const file = JSON.parse(readFileSync(path, 'utf8')) as Partial<BridgeFile>;
    return typeof file.url === 'string' && typeof file.key === 'string' && typeof file.pid === 'number'
      ? (file as BridgeFile)
      : undefined;
  } catch {
    return undefined;
  }
}

export type RunCommand = (request: BridgeRequest, db: Db) => Promise<BridgeAnswer>;

const isBridgeRequest = (value: unknown): value is BridgeRequest => {
  const body = value as Partial<BridgeRequest> | null;
  return (
    typeof body === 'object' &&
    body !== null &&
    Array.isArray(body.argv) &&
    body.argv.length <= 20 &&
    body.argv.every((arg) => typeof arg === 'string' && arg.length <= 1000) &&
    typeof body.cwd === 'string'
  );
};

/** Mounts `POST /admin/cli` for requests from this machine that carry the key. */
export function mountAdminBridge(
  app: Hono,
  options: { db: Db; key: string; isLocal: (c: Context) => boolean; run: RunCommand },
): void {
  app.post(adminBridgePath, async (c) => {
    const key = c.req.header(adminBridgeHeader) ?? '';
    if (!options.isLocal(c) || key.length !== options.key.length || !sameHash(key, options.key)) {
      return c.json({ error: { code: 'forbidden', message: 'Нет доступа' } }, 403);
    }
    const body = await c.req.json().catch(() => undefined);
    if (!isBridgeRequest(body)) {
      return c.json({ error: { code: 'invalid_json', message: 'Ожидались argv и cwd' } }, 400);
    }
    return c.json(await options.run(body, options.db));
  });
}

/** Where the command line replays what the gateway's run printed and made. */
export interface ReplayTarget {
  write: (text: string) => void;
  err: (text: string) => void;
  cwd: string;
  saveFile?: (path: string, text: string) => Promise<void>;
}

/** Sends the command to the running gateway and replays what it printed and the files it made. */
export async function forwardToGateway(
  bridge: BridgeFile,
  argv: string[],
  ctx: ReplayTarget,
): Promise<number> {
  const request: BridgeRequest = { argv, cwd: ctx.cwd };
  let answer: BridgeAnswer;
  try {
    const response = await fetch(new URL(adminBridgePath, bridge.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [adminBridgeHeader]: bridge.key },
      body: JSON.stringify(request),
    });
    if (!response.ok) throw new Error(`it answered ${response.status}`);
    answer = (await response.json()) as BridgeAnswer;
  } catch (error) {
    ctx.err(
      `✖ The embedded database is open in the running site (pid ${bridge.pid}), and its functions gateway at ` +
        `${bridge.url} could not run the command: ${(error as Error).message}.`,
    );
    return 1;
  }
  for (const file of answer.files) {
    await (ctx.saveFile ?? ((path: string, text: string) => writeFile(path, text, 'utf8')))(
      file.path,
      file.text,
    );
  }
  if (answer.stdout) ctx.write(answer.stdout);
  if (answer.stderr) ctx.err(answer.stderr.replace(/\n$/, ''));
  return answer.code;
}
