import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, trust auth. */
  url: string;
  /** Stops the server and deletes its files. */
  stop(): Promise<void>;
}

const defaultBinDir = '/usr/lib/postgresql/15/bin';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

const postgresIds = () => {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error('Running as root, but there is no "postgres" user to run PostgreSQL as');
  }
};

/**
 * Starts a private PostgreSQL 15 cluster in a fresh temporary directory (about a second), for tests.
 * As root the server runs as the `postgres` user, since PostgreSQL refuses to run as root.
 */
export async function startThrowawayPostgres(
  binDir = process.env.PG_BIN_DIR ?? defaultBinDir,
): Promise<ThrowawayPostgres> {
  const initdb = join(binDir, 'initdb');
  const pgCtl = join(binDir, 'pg_ctl');
  if (!existsSync(initdb) || !existsSync(pgCtl)) {
    throw new Error(
      `PostgreSQL 15 binaries not found in ${binDir} (need initdb and pg_ctl). ` +
        'Install them (Debian/Ubuntu: apt-get install postgresql-15) or set PG_BIN_DIR.',
    );
  }
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresIds() : undefined;
  const exec = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);

  const root = mkdtempSync(join(tmpdir(), 'pg-cluster-'));
  const dataDir = join(root, 'data');
  const logFile = join(root, 'server.log');
  if (owner) {
    chownSync(root, owner.uid, owner.gid);
  }
  const removeFiles = () => rmSync(root, { recursive: true, force: true });

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
      const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off`;
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
        asRoot ? 'runuser' : pgCtl,
        asRoot ? ['-u', 'postgres', '--', pgCtl, ...stopArgs] : stopArgs,
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
