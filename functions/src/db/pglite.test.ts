import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError } from './data-dir-lock';
import { openPglite, pgliteDirs } from './pglite';

describe('PGlite on disk', () => {
  let parent: string;
  beforeAll(() => {
    parent = mkdtempSync(join(tmpdir(), 'pglite-'));
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
});
