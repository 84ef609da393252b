import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBridgeFile } from '../../functions/src/admin-commands/bridge';
import { leadBodies } from '../../functions/src/test/lead-bodies';
import { repoRoot } from '../webpack/shared-modules';
import { freePort } from './free-port';
import { allPieces, localSite, type Piece, Site } from './site';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const until = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    (response) => response.ok,
    () => false,
  );

const admin = (env: NodeJS.ProcessEnv, ...argv: string[]) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(
      join(repoRoot, 'node_modules/.bin/tsx'),
      [join(repoRoot, 'tools/admin.ts'), ...argv],
      {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`admin exited ${code}: ${out}`)),
    );
  });

describe('the site’s processes', () => {
  let work: string;
  let site: Site;
  let env: NodeJS.ProcessEnv;
  let functionsUrl: string;
  const logs: string[] = [];

  beforeEach(async () => {
    work = mkdtempSync(join(tmpdir(), 'agency-site-'));
    const ports = Object.fromEntries(
      await Promise.all(allPieces.map(async (piece) => [piece, await freePort()] as const)),
    ) as Record<Piece, number>;
    ({ env } = localSite(ports, work));
    functionsUrl = `http://localhost:${ports.functions}`;
    logs.length = 0;
    site = new Site({ env, log: (piece, line) => logs.push(`${piece}: ${line}`) });
  });
  afterEach(async () => {
    await site.stopAll();
    rmSync(work, { recursive: true, force: true });
  });

  test('a gateway killed with SIGKILL is started again, and the leads it acknowledged are there', async () => {
    await site.start('functions');
    const submitted = await fetch(`${functionsUrl}/functions/v1/submit-application`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(leadBodies().consultation),
    });
    expect(submitted.status).toBe(200);
    const { id } = (await submitted.json()) as { id: string };

    const killed = readBridgeFile(env.DATA_DIR ?? '')?.pid;
    expect(killed).toEqual(expect.any(Number));
    process.kill(killed as number, 'SIGKILL');
    await until('the gateway dies', () => !isAlive(killed as number), 2000);
    await until('the gateway answers again', () => answers(`${functionsUrl}/health`), 10_000);

    expect(logs).toContainEqual(expect.stringMatching(/functions: .*SIGKILL.*restart 1\b/));
    const restarted = readBridgeFile(env.DATA_DIR ?? '')?.pid;
    expect(restarted).not.toBe(killed);
    expect(await admin(env, 'list-leads')).toContain(id);

    await site.stopAll();
    expect(isAlive(restarted as number)).toBe(false);
    expect(await answers(`${functionsUrl}/health`)).toBe(false);
    expect(logs.filter((line) => /exited/.test(line))).toHaveLength(1);
  }, 45_000);

  test('a piece whose port another process holds is refused before it starts, not taken for ready', async () => {
    const other = createServer((_, response) => response.end('another site'));
    const port = Number(env.FUNCTIONS_PORT);
    await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve));
    try {
      await expect(site.start('functions')).rejects.toThrow(
        `functions: port ${port} on 127.0.0.1 is taken by another process`,
      );
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
