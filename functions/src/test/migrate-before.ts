import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, migrationsDir } from '../db/migrate';
import type { Db } from '../db/port';

/** Applies the shipped migrations whose names sort before `name` (`'016'`): the schema a migration starts from. */
export async function migrateBefore(db: Db, name: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  try {
    for (const file of readdirSync(migrationsDir).filter((each) => each.endsWith('.sql') && each < name)) {
      cpSync(join(migrationsDir, file), join(dir, file));
    }
    await migrate(db, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
