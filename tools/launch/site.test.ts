import { spawn } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBridgeFile } from '../../functions/src/admin-commands/bridge';
import { migrationsDir } from '../../functions/src/db/migrate';
import { readStartStep } from '../../functions/src/gateway/start-steps';
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

  test('a first start reports its steps: opening the database, then each migration', async () => {
    await site.start('functions');
    const steps = logs.flatMap((line) => readStartStep(line.replace(/^functions: /, '')) ?? []);
    const migrations = readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'));
    expect(steps).toEqual([
      expect.stringMatching(/^opening the database \(pglite, .*data\)$/),
      ...migrations.map((name, index) => `applying migration ${index + 1} of ${migrations.length}: ${name}`),
    ]);
  }, 60_000);

  test('a gateway killed with SIGKILL is started again at once, and the leads it acknowledged are there', async () => {
    await site.start('functions');
    const submitted = await fetch(`${functionsUrl}/functions/v1/submit-application`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(leadBodies().consultation),
    });
    expect(submitted.status).toBe(200);
    const { id } = (await submitted.json()) as { id: string };

    // Killed once, and again as soon as it answers: the first restart used to wait 0.5 s, the second 1 s.
    const kills = 2;
    let restarted: number | undefined;
    for (let kill = 1; kill <= kills; kill++) {
      const killed = readBridgeFile(env.DATA_DIR ?? '')?.pid;
      expect(killed).toEqual(expect.any(Number));
      process.kill(killed as number, 'SIGKILL');
      await until('the gateway dies', () => !isAlive(killed as number), 2000);
      // The aim is 10 s on an idle machine; the margin is for a busy one.
      await until(
        `the gateway answers again after kill ${kill}`,
        () => answers(`${functionsUrl}/health`),
        15_000,
      );
      restarted = readBridgeFile(env.DATA_DIR ?? '')?.pid;
      expect(restarted).not.toBe(killed);
    }
    // It had run longer than the first wait; the second waits at most what is left of 1 s since it started.
    expect(logs.filter((line) => /exited/.test(line))).toEqual([
      expect.stringMatching(/^functions: exited with .*SIGKILL.*; restart 1 now$/),
      expect.stringMatching(/^functions: exited with .*SIGKILL.*; restart [12] (now|in 0\.\d+ s)$/),
    ]);
    expect(await admin(env, 'list-leads')).toContain(id);

    await site.stopAll();
    expect(isAlive(restarted as number)).toBe(false);
    expect(await answers(`${functionsUrl}/health`)).toBe(false);
    expect(logs.filter((line) => /exited/.test(line))).toHaveLength(kills);
  }, 90_000);

  test('under npm run dev the gateway comes back after a crash, and restarts at once when a file of it is saved', async () => {
    const code = join(work, 'gateway-code');
    mkdirSync(code);
    const dev = new Site({
      env,
      mode: 'dev',
      log: (piece, line) => logs.push(`${piece}: ${line}`),
      restartOnChange: { functions: [code] },
    });
    try {
      await dev.start('functions');
      const killed = readBridgeFile(env.DATA_DIR ?? '')?.pid as number;
      process.kill(killed, 'SIGKILL');
      await until('the gateway dies', () => !isAlive(killed), 2000);
      await until(
        'the gateway answers again after the crash',
        () => answers(`${functionsUrl}/health`),
        15_000,
      );
      const afterCrash = readBridgeFile(env.DATA_DIR ?? '')?.pid;
      expect(afterCrash).not.toBe(killed);

      // A test file is no code the gateway runs; a module is.
      writeFileSync(join(code, 'lead.test.ts'), 'export {};\n');
      writeFileSync(join(code, 'lead.ts'), 'export const saved = 1;\n');
      await until(
        'the gateway restarts on the save',
        () => logs.includes('functions: lead.ts was saved; restarting'),
        5000,
      );
      await until('the gateway answers after the save', () => answers(`${functionsUrl}/health`), 15_000);
      await until(
        'a new gateway process',
        () => ![undefined, afterCrash].includes(readBridgeFile(env.DATA_DIR ?? '')?.pid),
        5000,
      );
      expect(isAlive(afterCrash as number)).toBe(false);
      expect(logs.filter((line) => line.includes('was saved'))).toEqual([
        'functions: lead.ts was saved; restarting',
      ]);
    } finally {
      await dev.stopAll();
    }
    expect(await answers(`${functionsUrl}/health`)).toBe(false);
  }, 90_000);

  test('the server key reaches the shell’s server and the gateway only, the dev outbox key the gateway only', async () => {
    const starting = allPieces.map((piece) => site.start(piece).catch(() => undefined));
    const environments = new Map<Piece, string[]>();
    await until(
      'every piece has a process',
      () => allPieces.every((piece) => site.pid(piece) !== undefined),
      10_000,
    );
    for (const piece of allPieces) {
      environments.set(piece, readFileSync(`/proc/${site.pid(piece)}/environ`, 'utf8').split('\0'));
    }
    await site.stopAll();
    await Promise.all(starting);

    const holders = (name: string) =>
      allPieces.filter((piece) => environments.get(piece)?.includes(`${name}=${env[name]}`));
    expect(holders('FUNCTIONS_SERVER_KEY')).toEqual(['functions', 'shell']);
    expect(holders('DEV_OUTBOX_KEY')).toEqual(['functions']);
    expect(holders('DATA_DIR')).toEqual(allPieces);
  }, 60_000);

  test('a data folder another user owns stops the start with one clear line, not a stack', async () => {
    if (process.getuid?.() !== 0) {
      console.info('Not giving the data folder to another user: the test does not run as root.');
      return;
    }
    const dataDir = env.DATA_DIR ?? '';
    mkdirSync(dataDir, { mode: 0o700 });
    chownSync(dataDir, 65534, 65534);
    const failure = await site.start('functions').then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(failure).toMatch(
      /^functions exited with code 1 before it was ready: functions: cannot open the database \(pglite, [^)]+\): /,
    );
    expect(failure).toContain(
      `${dataDir} belongs to uid 65534, and the site runs as root: the data folder must be this user's alone. ` +
        `Give it to this user (chown -R 0 ${dataDir}) or set DATA_DIR to a folder of its own.`,
    );
    expect(logs.filter((line) => /^functions: \s+at /.test(line))).toEqual([]);
  }, 60_000);

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
