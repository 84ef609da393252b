import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants } from 'node:os';
import { join } from 'node:path';
import { type RemoteName, remoteNames } from 'shared-data/core';
import { readServerEnv, remoteEnvNames, type ServerEnv } from 'shared-data/server';
import { repoRoot } from '../webpack/shared-modules';
import { portTaken } from './free-port';
import { nextAttempt, restartDelayMs } from './restart-policy';

export type Piece = 'functions' | 'shell' | RemoteName;

export const allPieces: readonly Piece[] = ['functions', ...remoteNames, 'shell'];

const colors: Record<Piece, string> = {
  functions: '35',
  shell: '36',
  'marketing-app': '32',
  'digital-app': '33',
  'ambassador-app': '34',
  'admin-app': '31',
};

export interface SiteOptions {
  env: NodeJS.ProcessEnv;
  /** `start` serves the builds (`npm start`); `dev` compiles from source and reloads on change (`npm run dev`). */
  mode?: 'start' | 'dev';
  /** Where each line of a piece's output goes; defaults to stdout with a coloured prefix. */
  log?: (piece: Piece, line: string) => void;
}

const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');

const commandFor = (piece: Piece, mode: SiteOptions['mode'] = 'start'): string[] => {
  if (mode === 'dev') {
    // The gateway restarts when a file it imports changes; the apps rebuild in their dev servers.
    if (piece === 'functions')
      return ['watch', '--clear-screen=false', join(repoRoot, 'functions/src/gateway/main.ts')];
    if (piece === 'shell') return [join(repoRoot, 'tools/dev/shell.ts')];
    return [join(repoRoot, 'tools/dev/remote.ts'), piece];
  }
  if (piece === 'functions') return [join(repoRoot, 'functions/src/gateway/main.ts')];
  if (piece === 'shell') return [join(repoRoot, 'shell/server/main.ts')];
  return [join(repoRoot, 'tools/serve/main.ts'), piece];
};

const defaultLog = (piece: Piece, line: string) => {
  const label = piece.padEnd(14);
  process.stdout.write(
    process.stdout.isTTY ? `\x1b[${colors[piece]}m${label}\x1b[0m│ ${line}\n` : `${label}│ ${line}\n`,
  );
};

/**
 * Ports from `base` (shell, then the four remotes, functions at base + 5) or as given, and the environment of a
 * throwaway local site on them: its remotes on those ports, its database and release folder under `work`, mail
 * captured in the dev outbox.
 */
export function localSite(
  base: number | Record<Piece, number>,
  work: string,
): { ports: Record<Piece, number>; env: NodeJS.ProcessEnv } {
  const ports: Record<Piece, number> =
    typeof base === 'number'
      ? {
          shell: base,
          ...(Object.fromEntries(remoteNames.map((name, index) => [name, base + 1 + index])) as Record<
            RemoteName,
            number
          >),
          functions: base + 1 + remoteNames.length,
        }
      : base;
  const remoteVariables = remoteNames.flatMap((name) => {
    const names = remoteEnvNames(name);
    return [
      [names.port, String(ports[name])],
      [names.url, `http://localhost:${ports[name]}/mf-manifest.json`],
    ];
  });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(ports.shell),
    FUNCTIONS_PORT: String(ports.functions),
    ...Object.fromEntries(remoteVariables),
    SITE_URL: `http://localhost:${ports.shell}`,
    SUPABASE_URL: `http://localhost:${ports.functions}`,
    DATA_DIR: join(work, 'data'),
    RELEASES_DIR: join(work, 'releases'),
    DATABASE_URL: '',
    EMAILJS_PRIVATE_KEY: '',
    EMAILJS_PUBLIC_KEY: '',
    EMAILJS_ORIGIN: '',
    DEV_OUTBOX_KEY: randomBytes(12).toString('hex'),
    FUNCTIONS_SERVER_KEY: randomBytes(24).toString('hex'),
    // Commands run against this site (`npm run admin`) read no developer's `.env`.
    SKIP_ENV_FILE: '1',
  };
  return { ports, env };
}

/** Where a piece answers once it is ready. */
export function readinessUrl(piece: Piece, ports: ServerEnv['ports']): string {
  if (piece === 'functions') return `http://localhost:${ports.functions}/health`;
  if (piece === 'shell') return `http://localhost:${ports.shell}/`;
  return `http://localhost:${ports[piece]}/mf-manifest.json`;
}

/**
 * Fails when another process already listens where `piece` would: its readiness check would be answered by that
 * process, and the piece itself would exit on its failed listen.
 */
async function claimPort(piece: Piece, { host, ports }: ServerEnv) {
  const port = ports[piece];
  if (await portTaken(port, host))
    throw new Error(
      `${piece}: port ${port} on ${host} is taken by another process; stop it or use other ports`,
    );
}

/** How a process ended, as a person reads it: `code 137 (SIGKILL)` (tsx passes a signal on as 128 + its number). */
export function exitReason(code: number | null, signal: NodeJS.Signals | null): string {
  if (signal) return `signal ${signal}`;
  const byNumber = code !== null && code > 128 ? signalNames.get(code - 128) : undefined;
  return byNumber ? `code ${code} (${byNumber})` : `code ${code}`;
}

class ExitedBeforeReady extends Error {}

const signalNames = new Map(Object.entries(constants.signals).map(([name, number]) => [number, name]));

/**
 * Starts and stops the processes of the site: the functions gateway and one static server per app. A piece that
 * was ready and exits without being asked to stop is started again after `restartPolicy`'s wait.
 */
export class Site {
  private readonly children = new Map<Piece, ChildProcess>();
  private readonly restarts = new Map<Piece, { attempt: number; timer?: NodeJS.Timeout }>();
  private readonly log: (piece: Piece, line: string) => void;
  /** The pieces' configuration, read once from `options.env`. */
  private readonly config: ServerEnv;

  constructor(private readonly options: SiteOptions) {
    this.log = options.log ?? defaultLog;
    this.config = readServerEnv(options.env, repoRoot);
  }

  /** Starts a piece and resolves when it answers. */
  async start(piece: Piece, timeoutMs = 60_000): Promise<void> {
    if (this.children.has(piece)) return;
    clearTimeout(this.restarts.get(piece)?.timer);
    this.restarts.delete(piece);
    await claimPort(piece, this.config);
    await this.waitUntilReady(piece, this.spawn(piece), timeoutMs);
    this.restarts.set(piece, { attempt: 0 });
  }

  /** Stops a piece and resolves when its process has exited. */
  async stop(piece: Piece): Promise<void> {
    clearTimeout(this.restarts.get(piece)?.timer);
    this.restarts.delete(piece);
    const child = this.children.get(piece);
    if (!child) return;
    this.children.delete(piece);
    await stopProcess(child);
  }

  async startAll(pieces: readonly Piece[] = allPieces, timeoutMs?: number): Promise<void> {
    await Promise.all(pieces.map((piece) => this.start(piece, timeoutMs)));
  }

  async stopAll(): Promise<void> {
    const pieces = new Set([...this.children.keys(), ...this.restarts.keys()]);
    await Promise.all([...pieces].map((piece) => this.stop(piece)));
  }

  private spawn(piece: Piece): ChildProcess {
    const child = spawn(tsx, commandFor(piece, this.options.mode), {
      cwd: repoRoot,
      env: { ...this.options.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.children.set(piece, child);
    const forward = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) this.log(piece, line);
    };
    child.stdout?.on('data', forward);
    child.stderr?.on('data', forward);
    const spawnedAt = Date.now();
    child.on('exit', (code, signal) => {
      // Not in the map any more: stopped on purpose.
      if (this.children.get(piece) !== child) return;
      this.children.delete(piece);
      this.restartLater(piece, exitReason(code, signal), Date.now() - spawnedAt);
    });
    return child;
  }

  private restartLater(piece: Piece, reason: string, uptimeMs: number) {
    const restart = this.restarts.get(piece);
    // Never ready: `start` reports the failure.
    if (!restart) {
      this.log(piece, `exited with ${reason}`);
      return;
    }
    restart.attempt = nextAttempt(restart.attempt, uptimeMs);
    const delayMs = restartDelayMs(restart.attempt);
    this.log(piece, `exited with ${reason}; restart ${restart.attempt} in ${delayMs / 1000} s`);
    restart.timer = setTimeout(() => {
      const attempt = restart.attempt;
      this.waitUntilReady(piece, this.spawn(piece), 60_000).then(
        () => this.log(piece, `answering again after restart ${attempt}`),
        // An exit is logged and restarted by its own handler; a piece that never answers is stopped, and so restarted.
        (error: Error) => error instanceof ExitedBeforeReady || this.log(piece, error.message),
      );
    }, delayMs);
  }

  private async waitUntilReady(piece: Piece, child: ChildProcess, timeoutMs: number) {
    const url = readinessUrl(piece, this.config.ports);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new ExitedBeforeReady(
          `${piece} exited with ${exitReason(child.exitCode, child.signalCode)} before it was ready`,
        );
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await stopProcess(child);
    throw new Error(`${piece} did not answer at ${url} within ${timeoutMs / 1000} s`);
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
