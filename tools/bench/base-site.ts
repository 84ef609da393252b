import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopProcess } from '../launch/readiness';
import { run } from '../launch/run';
import { allPieces, localSite, readinessUrl } from '../launch/site';
import { repoRoot } from '../webpack/shared-modules';
import type { BenchSite } from './bench-site';

/** An earlier commit unpacked and built in a folder of its own under `.tmp/bench-base/`. */
export interface BaseCheckout {
  commit: string;
  /** The commit's first line, to name the base in the report. */
  subject: string;
  dir: string;
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The folders holding a `node_modules` of their own: the root and every workspace of the root package. */
function nodeModulesFolders(root: string): string[] {
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  return ['.', ...workspaces].filter((folder) => existsSync(join(root, folder, 'node_modules')));
}

/**
 * The dependencies of the base: with the same lockfile as this worktree, hard-linked copies of its `node_modules`
 * (seconds, no disk); otherwise a clean `npm ci` in the base's folder, which never writes into the shared files.
 */
async function installDependencies(dir: string): Promise<void> {
  if (existsSync(join(dir, 'node_modules/.package-lock.json'))) return;
  const sameLock =
    readFileSync(join(repoRoot, 'package-lock.json'), 'utf8') ===
    readFileSync(join(dir, 'package-lock.json'), 'utf8');
  if (sameLock) {
    console.log('▸ base: same lockfile, hard-linking node_modules…');
    for (const folder of nodeModulesFolders(repoRoot)) {
      execFileSync('cp', ['-al', join(repoRoot, folder, 'node_modules'), join(dir, folder, 'node_modules')]);
    }
    return;
  }
  console.log('▸ base: its lockfile differs, installing with npm ci (a few minutes)…');
  await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], {
    label: 'npm ci (base)',
    cwd: dir,
  });
}

/**
 * Unpacks `ref` (any commit-ish) into `.tmp/bench-base/<commit>` with `git archive`, gives it its dependencies and
 * builds it with its own build script. Each step is skipped when a former run finished it.
 */
export async function prepareBase(ref: string): Promise<BaseCheckout> {
  let commit: string;
  try {
    commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  } catch {
    throw new Error(`BENCH_BASE: ${JSON.stringify(ref)} is not a commit of this repository`);
  }
  const subject = git('log', '-1', '--format=%s', commit);
  const dir = join(repoRoot, '.tmp/bench-base', commit.slice(0, 12));
  const unpacked = join(dir, '.bench-unpacked');
  if (!existsSync(unpacked)) {
    console.log(`▸ base: unpacking ${commit.slice(0, 12)} into ${dir}…`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${dir}"`], { cwd: repoRoot });
    writeFileSync(unpacked, `${commit}\n`);
  }
  await installDependencies(dir);
  if (!existsSync(join(dir, '.bench-built'))) {
    console.log('▸ base: building with its own build script…');
    await run(join(dir, 'node_modules/.bin/tsx'), [join(dir, 'tools/build.ts')], {
      label: 'build (base)',
      cwd: dir,
    });
    writeFileSync(join(dir, '.bench-built'), `${new Date().toISOString()}\n`);
  }
  return { commit, subject, dir };
}

/**
 * The base's site as its own `npm start` serves it (its own servers and gateway, from its folder), on the ports
 * from `portBase`, with a fresh database and release folder; resolves once every piece answers.
 */
export async function startBaseSite(
  base: BaseCheckout,
  portBase: number,
  timeoutMs = 180_000,
): Promise<BenchSite> {
  const work = mkdtempSync(join(tmpdir(), 'agency-bench-base-'));
  const { ports, env } = localSite(portBase, work);
  const logs: string[] = [];
  const child = spawn(join(base.dir, 'node_modules/.bin/tsx'), [join(base.dir, 'tools/start.ts')], {
    cwd: base.dir,
    env: { ...env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => logs.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    await stopProcess(child, 15_000);
    rmSync(work, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(allPieces.map((piece) => readinessUrl(piece, ports)));
  while (pending.size > 0) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        `the base site (${base.commit.slice(0, 12)}) did not start: ${[...pending].join(', ')} not answering\n` +
          logs.join('').split('\n').slice(-30).join('\n'),
      );
    }
    for (const url of [...pending]) {
      const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) pending.delete(url);
    }
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url: (path) => `http://localhost:${ports.shell}${path}`, ports, stop };
}
