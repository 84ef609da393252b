import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { type FSWatcher, watch } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { type RemoteName, remoteNames } from 'shared-data/core';
import { readServerEnv, remoteEnvNames, type ServerEnv } from 'shared-data/server';
import { repoRoot } from '../webpack/shared-modules';
import { portTaken } from './free-port';
import { ExitedBeforeReady, exitReason, StartProgress, stopProcess, waitUntilReady } from './readiness';
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
  /** In `dev`, the folders whose saved files restart a piece; `devRestartFolders(root)` by default. */
  restartOnChange?: Partial<Record<Piece, readonly string[]>>;
  /** The checkout whose code the pieces run, with its own builds and data: this repository by default. */
  root?: string;
}

/**
 * What `npm run dev` restarts when a file in it is saved: the gateway, on its own code and shared-data's, which it
 * imports; the shell, on its server's code (its open pages reload once it answers again). The apps' browser code
 * rebuilds in their dev servers.
 */
const devRestartFolders = (root: string): Partial<Record<Piece, readonly string[]>> => ({
  functions: [join(root, 'functions/src'), join(root, 'shared-data/src')],
  shell: [join(root, 'shell/server')],
});

/** A saved file a running process may have read: code, its data and the migrations, not tests. */
const runsFrom = (file: string) => /\.(ts|tsx|mts|json|sql)$/.test(file) && !/\.test\.tsx?$/.test(file);

/** Secrets that only some pieces use: the others start without them. */
const secretUsers: Record<string, readonly Piece[]> = {
  // The shell's server sends it with its referral lookups, and the gateway knows it by it.
  FUNCTIONS_SERVER_KEY: ['shell', 'functions'],
  DEV_OUTBOX_KEY: ['functions'],
};

/** The environment `piece` starts with: `env` without the secrets it has no use for. */
function pieceEnv(piece: Piece, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const own = { ...env };
  for (const [name, users] of Object.entries(secretUsers)) if (!users.includes(piece)) delete own[name];
  return own;
}

const commandFor = (root: string, piece: Piece, mode: SiteOptions['mode'] = 'start'): string[] => {
  if (mode === 'dev') {
    // The gateway runs as in `start`, restarted by `Site` when it exits or a file of it is saved.
    if (piece === 'functions') return [join(root, 'functions/src/gateway/main.ts')];
    if (piece === 'shell') return [join(root, 'tools/dev/shell.ts')];
    return [join(root, 'tools/dev/remote.ts'), piece];
  }
  if (piece === 'functions') return [join(root, 'functions/src/gateway/main.ts')];
  if (piece === 'shell') return [join(root, 'shell/server/main.ts')];
  return [join(root, 'tools/serve/main.ts'), piece];
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

/** How long a starting piece may go without reporting a step before it is given up on. */
export const quietLimitMs = 60_000;

/**
 * Starts and stops the processes of the site: the functions gateway and one static server per app. A piece that
 * was ready and exits without being asked to stop is started again after `restartPolicy`'s wait. A starting piece is
 * waited for while it reports steps (`readStartStep`), and given up on once it has been quiet for the limit. In `dev`,
 * a piece with folders in `restartOnChange` is also started again when a file there is saved.
 */
export class Site {
  private readonly children = new Map<Piece, ChildProcess>();
  private readonly watchers = new Map<Piece, FSWatcher[]>();
  private readonly restarts = new Map<Piece, { attempt: number; timer?: NodeJS.Timeout }>();
  private readonly log: (piece: Piece, line: string) => void;
  /** The pieces' configuration, read once from `options.env`. */
  private readonly config: ServerEnv;
  private readonly root: string;

  constructor(private readonly options: SiteOptions) {
    this.log = options.log ?? defaultLog;
    this.root = options.root ?? repoRoot;
    this.config = readServerEnv(options.env, this.root);
  }

  /** Starts a piece and resolves when it answers; gives up when it exits, or reports no step for `quietMs`. */
  async start(piece: Piece, quietMs = quietLimitMs): Promise<void> {
    if (this.children.has(piece)) return;
    clearTimeout(this.restarts.get(piece)?.timer);
    this.restarts.delete(piece);
    await claimPort(piece, this.config);
    await this.launch(piece, quietMs);
    this.restarts.set(piece, { attempt: 0 });
    this.restartOnSave(piece);
  }

  /** The id of the process a running piece was started as. */
  pid(piece: Piece): number | undefined {
    return this.children.get(piece)?.pid;
  }

  /** Stops a piece and resolves when its process has exited. */
  async stop(piece: Piece): Promise<void> {
    for (const watcher of this.watchers.get(piece) ?? []) watcher.close();
    this.watchers.delete(piece);
    clearTimeout(this.restarts.get(piece)?.timer);
    this.restarts.delete(piece);
    const child = this.children.get(piece);
    if (!child) return;
    this.children.delete(piece);
    await stopProcess(child);
  }

  async startAll(pieces: readonly Piece[] = allPieces, quietMs?: number): Promise<void> {
    await Promise.all(pieces.map((piece) => this.start(piece, quietMs)));
  }

  async stopAll(): Promise<void> {
    const pieces = new Set([...this.children.keys(), ...this.restarts.keys()]);
    await Promise.all([...pieces].map((piece) => this.stop(piece)));
  }

  private spawn(piece: Piece): { child: ChildProcess; progress: StartProgress } {
    const child = spawn(
      join(this.root, 'node_modules', '.bin', 'tsx'),
      commandFor(this.root, piece, this.options.mode),
      {
        cwd: this.root,
        env: { ...pieceEnv(piece, this.options.env), FORCE_COLOR: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.children.set(piece, child);
    const progress = new StartProgress();
    for (const stream of ['stdout', 'stderr'] as const) {
      const output = child[stream];
      if (!output) continue;
      createInterface({ input: output, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
        if (!line.trim()) return;
        progress.see(line, stream);
        this.log(piece, line);
      });
    }
    const spawnedAt = Date.now();
    child.on('exit', (code, signal) => {
      // Not in the map any more: stopped on purpose.
      if (this.children.get(piece) !== child) return;
      this.children.delete(piece);
      this.restartLater(piece, exitReason(code, signal), Date.now() - spawnedAt);
    });
    return { child, progress };
  }

  private restartLater(piece: Piece, reason: string, uptimeMs: number) {
    const restart = this.restarts.get(piece);
    // Never ready: `start` reports the failure.
    if (!restart) {
      this.log(piece, `exited with ${reason}`);
      return;
    }
    restart.attempt = nextAttempt(restart.attempt, uptimeMs);
    const delayMs = restartDelayMs(restart.attempt, uptimeMs);
    const when = delayMs === 0 ? 'now' : `in ${delayMs / 1000} s`;
    this.log(piece, `exited with ${reason}; restart ${restart.attempt} ${when}`);
    restart.timer = setTimeout(
      () => void this.relaunch(piece, `answering again after restart ${restart.attempt}`),
      delayMs,
    );
  }

  /**
   * In `dev`, restarts the piece once the files saved in its folders have settled (a save writes a file more than
   * once): the running process stops, and a new one starts, as a crash's restart does but at once. A save that
   * breaks the piece leaves it to the crash restarts, and the next save starts it again at once.
   */
  private restartOnSave(piece: Piece) {
    const folders = (this.options.restartOnChange ?? devRestartFolders(this.root))[piece];
    if (this.options.mode !== 'dev' || !folders || this.watchers.has(piece)) return;
    let settling: NodeJS.Timeout | undefined;
    const saved = (file: string | null) => {
      if (!file || !runsFrom(file)) return;
      clearTimeout(settling);
      settling = setTimeout(() => void this.restartNow(piece, file), 100);
    };
    this.watchers.set(
      piece,
      folders.map((folder) => watch(folder, { recursive: true }, (_event, file) => saved(file))),
    );
  }

  private async restartNow(piece: Piece, file: string) {
    const restart = this.restarts.get(piece);
    // Stopped meanwhile.
    if (!restart) return;
    clearTimeout(restart.timer);
    restart.attempt = 0;
    this.log(piece, `${file} was saved; restarting`);
    const child = this.children.get(piece);
    this.children.delete(piece);
    if (child) await stopProcess(child);
    if (this.restarts.get(piece) !== restart || this.children.has(piece)) return;
    await this.relaunch(piece, 'answering again');
  }

  /** Starts a piece again and says `answering` once it answers. */
  private relaunch(piece: Piece, answering: string) {
    return this.launch(piece, quietLimitMs).then(
      () => this.log(piece, answering),
      // An exit is logged and restarted by its own handler; a piece that never answers is stopped, and so restarted.
      (error: Error) => error instanceof ExitedBeforeReady || this.log(piece, error.message),
    );
  }

  /** Spawns the piece and waits until it answers. */
  private launch(piece: Piece, quietMs: number) {
    const { child, progress } = this.spawn(piece);
    const url = readinessUrl(piece, this.config.ports);
    return waitUntilReady({ piece, url, child, progress, quietMs, log: (line) => this.log(piece, line) });
  }
}
