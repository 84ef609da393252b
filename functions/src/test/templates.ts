import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { migrate } from '../db/migrate';
import { dumpPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { withDatabase } from './test-env';

/**
 * The migrated databases each test file's own database is copied from, made once per Jest run by its global setup:
 * applying the twenty migrations to a new database took longer than most test files' tests. The names reach the
 * workers in the environment they inherit.
 */
const pgliteVariable = 'FUNCTIONS_TEST_PGLITE_TEMPLATE';
const postgresVariable = 'FUNCTIONS_TEST_POSTGRES_TEMPLATE';

/** Where PGlite's migrated dump is, and the name of PostgreSQL's migrated template database, for this run. */
const templatesOf = (run: number) => ({
  pglite: join(tmpdir(), `agency-pglite-template-${run}.tar`),
  postgres: `functions_template_${run}`,
});

/** Makes the templates (PostgreSQL's when `databaseUrl` is given), and names them to the workers. */
export async function createTemplates(databaseUrl: string | undefined): Promise<void> {
  const names = templatesOf(process.pid);
  writeFileSync(names.pglite, Buffer.from(await (await dumpPglite((db) => migrate(db))).arrayBuffer()));
  process.env[pgliteVariable] = names.pglite;
  if (!databaseUrl) return;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${names.postgres} with (force)`);
    await admin.unsafe(`create database ${names.postgres}`);
    const db = openPostgres(withDatabase(databaseUrl, names.postgres), { max: 1 });
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
  } finally {
    await admin.end();
  }
  process.env[postgresVariable] = names.postgres;
}

/** Removes what `createTemplates` made. */
export async function removeTemplates(databaseUrl: string | undefined): Promise<void> {
  const names = templatesOf(process.pid);
  rmSync(names.pglite, { force: true });
  if (!databaseUrl) return;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${names.postgres} with (force)`);
  } finally {
    await admin.end();
  }
}

let pgliteDump: Blob | undefined;

/** PGlite's migrated dump, read once per test file; none when the run made no templates. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[pgliteVariable];
  if (!file) return undefined;
  pgliteDump ??= new Blob([readFileSync(file)]);
  return pgliteDump;
}

/** PostgreSQL's migrated template database; none when the run made no templates. */
export const postgresTemplate = (): string | undefined => process.env[postgresVariable];
