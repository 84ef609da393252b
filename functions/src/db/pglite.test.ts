import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createLogger } from '../logger';
import { DataDirLockedError } from './data-dir-lock';
import { openPglite, pgliteDirs } from './pglite';
import { DataDirAccessError } from './private-dir';

/** Every folder and file under `root` (itself included) with its permission bits: `pglite/base/ 755`, `PG_VERSION 644`. */
const modes = (root: string): string[] => {
  const lines: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    const name = relative(root, path) || '.';
    lines.push(`${name}${stats.isDirectory() ? '/' : ''} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const child of readdirSync(path)) visit(join(path, child));
  };
  visit(root);
  return lines;
};

/** The entries under `dir` that are not folders 0700 or files 0600. */
const notPrivate = (dir: string) =>
  modes(dir).filter((line) => !/\/ 700$/.test(line) && !/[^/] 600$/.test(line));

const uid = process.getuid?.();
const nobody = 65534;
/** Why the part that reads as another user cannot run here, if it cannot. */
const switchUsers = uid === 0 ? undefined : 'the test runs as a user who cannot act as another (not root)';

/** What user `nobody` gets out of `path` with cat: its output and exit code. */
const catAsNobody = (path: string) => {
  const run = spawnSync('runuser', ['-u', 'nobody', '--', 'cat', path], { encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout };
};

describe('PGlite on disk', () => {
  let parent: string;
  beforeAll(() => {
    parent = mkdtempSync(join(tmpdir(), 'pglite-'));
    // mkdtemp's 0700 would keep others out on its own: only the data folder's own modes may do that here.
    chmodSync(parent, 0o755);
  });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  test('creates the directory, locks it while open and keeps the data after close', async () => {
    const dataDir = join(parent, 'nested', '.data');
    const { lockFile } = pgliteDirs(dataDir);

    const db = await openPglite({ dataDir });
    try {
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
      await expect(openPglite({ dataDir })).rejects.toThrow(DataDirLockedError);
      await db.exec("create table notes (body text); insert into notes values ('сохранено');");
    } finally {
      await db.close();
    }
    expect(existsSync(lockFile)).toBe(false);

    const reopened = await openPglite({ dataDir });
    try {
      expect(await reopened.query('select body from notes')).toEqual([{ body: 'сохранено' }]);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  test('a new data folder and all PGlite writes in it are readable by this user only', async () => {
    const dataDir = join(parent, 'fresh');
    const db = await openPglite({ dataDir });
    try {
      expect(notPrivate(dataDir)).toEqual([]);
      // New table files, a table rewritten, new WAL segments.
      await db.exec(
        "create table leads (phone text); insert into leads select '+998 90 123 45 67' from generate_series(1, 20000);",
      );
      await db.exec('vacuum full leads');
      await db.exec('checkpoint');
      await db.query('select pg_switch_wal()');
      await db.exec("create table notes (body text); insert into notes values ('после смены сегмента');");
    } finally {
      await db.close();
    }
    expect(notPrivate(dataDir)).toEqual([]);
    expect(modes(dataDir).length).toBeGreaterThan(1000);

    if (switchUsers) {
      console.info(`Not reading the data as another user: ${switchUsers}.`);
      return;
    }
    const wal = join(pgliteDirs(dataDir).pgdata, 'pg_wal');
    const segment = readdirSync(wal).find((name) => /^[0-9A-F]{24}$/.test(name));
    for (const file of [join(wal, segment ?? 'missing'), join(pgliteDirs(dataDir).pgdata, 'PG_VERSION')]) {
      expect(catAsNobody(file)).toEqual({ status: 1, stdout: '' });
    }
  }, 60_000);

  test('a data folder others can read is made private before PGlite opens it, and one log line says so', async () => {
    const dataDir = join(parent, 'open-to-all');
    await (await openPglite({ dataDir })).close();
    const loosen = (path: string) => {
      const stats = lstatSync(path);
      chmodSync(path, stats.isDirectory() ? 0o755 : 0o644);
      if (stats.isDirectory()) for (const name of readdirSync(path)) loosen(join(path, name));
    };
    loosen(dataDir);
    expect(notPrivate(dataDir).length).toBeGreaterThan(900);

    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('functions', { write: (line: string) => lines.push(JSON.parse(line)) });
    const db = await openPglite({ dataDir, logger });
    try {
      expect(notPrivate(dataDir)).toEqual([]);
      expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        dataDir,
        tightened: expect.any(Number),
        msg: expect.stringContaining('made it private'),
      }),
    ]);
    expect(lines[0]?.tightened).toBeGreaterThan(900);
  }, 60_000);

  test('a data folder another user owns, or holds a file of, is refused with what to do', async () => {
    if (switchUsers) {
      console.info(`Not giving a data folder to another user: ${switchUsers}.`);
      return;
    }
    const theirs = join(parent, 'theirs');
    mkdirSync(theirs, { mode: 0o700 });
    chownSync(theirs, nobody, nobody);
    await expect(openPglite({ dataDir: theirs })).rejects.toThrow(DataDirAccessError);
    await expect(openPglite({ dataDir: theirs })).rejects.toThrow(
      `${theirs} belongs to uid ${nobody}, and the site runs as root: the data folder must be this user's alone. ` +
        `Give it to this user (chown -R 0 ${theirs}) or set DATA_DIR to a folder of its own.`,
    );

    const mixed = join(parent, 'mixed');
    mkdirSync(mixed, { mode: 0o700 });
    writeFileSync(join(mixed, 'left-by-someone'), 'x', { mode: 0o644 });
    chownSync(join(mixed, 'left-by-someone'), nobody, nobody);
    await expect(openPglite({ dataDir: mixed })).rejects.toThrow(
      `${join(mixed, 'left-by-someone')} belongs to uid ${nobody}`,
    );
    expect(existsSync(pgliteDirs(mixed).pgdata)).toBe(false);
  });
});
