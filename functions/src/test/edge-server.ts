import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { bundleEdgeFunctions } from '../../../tools/edge-bundle';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const deno = join(repoRoot, 'node_modules/.bin/deno');
const host = join(repoRoot, 'functions/edge-host/host.ts');
const denoEnv = { DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' };

/** Type-checks every entry (against the bundle's declared types) and the host, as Deno sees them. */
async function denoCheck(dir: string, functionsDir: string) {
  const entries = readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => join(functionsDir, entry.name, 'index.ts'));
  try {
    await promisify(execFile)(deno, ['check', '--quiet', '--no-config', '--no-lock', host, ...entries], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, ...denoEnv },
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`deno check failed:\n${stdout}${stderr}`);
  }
}

export interface EdgeServer {
  origin: string;
  /** What the Deno process printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Copies `functions/supabase` to a fresh folder outside the repository, bundles the functions into the copy and
 * serves every entry under real Deno (`functions/edge-host/host.ts`), with no npm, no remote imports and no config:
 * an entry that reached above its folder, or for a package, fails to load.
 */
export async function startEdgeServer(env: Record<string, string>): Promise<EdgeServer> {
  const dir = mkdtempSync(join(tmpdir(), 'edge-functions-'));
  cpSync(join(repoRoot, 'functions/supabase'), join(dir, 'supabase'), {
    recursive: true,
    filter: (source) => !source.endsWith('/node_modules') && !source.endsWith('/_shared/functions.js'),
  });
  const functionsDir = join(dir, 'supabase/functions');
  await bundleEdgeFunctions(join(functionsDir, '_shared/functions.js'));
  await denoCheck(dir, functionsDir);

  const child: ChildProcess = spawn(
    deno,
    [
      'run',
      '--no-prompt',
      '--no-config',
      '--no-lock',
      '--no-remote',
      '--no-npm',
      '--allow-net',
      '--allow-env',
      '--allow-sys',
      `--allow-read=${dir}`,
      host,
      functionsDir,
      '0',
    ],
    {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, ...denoEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Deno did not start in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = output.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Deno exited with ${code} before listening:\n${output}`));
    });
  });
  return {
    origin,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await stopped;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
