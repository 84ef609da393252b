import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const deadPid = () => {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (!child.pid) {
    throw new Error('could not start a child process');
  }
  return child.pid;
};

describe('lockDataDir', () => {
  let dir: string;
  let lockPath: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lock-'));
    lockPath = join(dir, 'pglite.lock');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('writes the pid and removes the file on release', () => {
    const lock = lockDataDir(lockPath);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  test('the lock file is readable by this user only, whatever the umask', () => {
    const umask = process.umask(0o022);
    try {
      const lock = lockDataDir(lockPath);
      expect((statSync(lockPath).mode & 0o777).toString(8)).toBe('600');
      lock.release();
    } finally {
      process.umask(umask);
    }
  });

  test('refuses a lock held by a live process and names it', () => {
    // The parent of this Jest worker is alive for as long as the test runs.
    writeFileSync(lockPath, `${process.ppid}\n`);
    expect(() => lockDataDir(lockPath)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(lockPath)).toThrow(`pid ${process.ppid}`);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.ppid));
  });

  test('refuses a second lock in the same process', () => {
    const lock = lockDataDir(lockPath);
    expect(() => lockDataDir(lockPath)).toThrow(/already open in this process/);
    lock.release();
    lockDataDir(lockPath).release();
  });

  test('takes over a lock left by a dead process', () => {
    writeFileSync(lockPath, `${deadPid()}\n`);
    const lock = lockDataDir(lockPath);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  test('takes over a lock with our own pid that this process never took (a restarted container)', () => {
    writeFileSync(lockPath, `${process.pid}\n`);
    lockDataDir(lockPath).release();
    expect(existsSync(lockPath)).toBe(false);
  });

  test('release leaves alone a lock that someone else took over since', () => {
    const lock = lockDataDir(lockPath);
    writeFileSync(lockPath, `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.ppid));
  });
});
