import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './port';

export const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));

// Any constant shared by every process that migrates this schema.
const migrationLockKey = 727_115_001;

/** A migration about to run: the `number`th of the `count` this call has to apply. */
export interface MigrationStep {
  name: string;
  number: number;
  count: number;
}

/**
 * Applies `*.sql` files of `dir` in name order, each once and in its own transaction, recording them in
 * `schema_migrations`; `onStep` hears of each before it runs. Processes starting together on PostgreSQL wait for each
 * other (advisory lock). Returns the names applied now.
 */
export async function migrate(
  db: Db,
  dir = migrationsDir,
  { onStep }: { onStep?: (step: MigrationStep) => void } = {},
): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const recorded = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
    await tx.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    return tx.query<{ name: string }>('select name from schema_migrations');
  });
  const seenBefore = new Set(recorded.map((row) => row.name));
  // A schema that is up to date costs one transaction: a restarted gateway answers sooner.
  const pending = names.filter((name) => !seenBefore.has(name));
  const applied: string[] = [];
  for (const [index, name] of pending.entries()) {
    onStep?.({ name, number: index + 1, count: pending.length });
    const sql = await readFile(`${dir}/${name}`, 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
      const seen = await tx.query('select 1 from schema_migrations where name = $1', [name]);
      if (seen.length > 0) {
        return false;
      }
      try {
        await tx.exec(sql);
      } catch (error) {
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      return true;
    });
    if (done) {
      applied.push(name);
    }
  }
  return applied;
}
