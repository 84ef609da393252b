import { openPglite, type PgliteOptions } from './pglite';
import type { Db } from './port';
import { openPostgres } from './postgres';

export interface OpenDbOptions {
  /** PostgreSQL when set (`DATABASE_URL`). */
  databaseUrl?: string | undefined;
  /** PGlite's directory otherwise (`DATA_DIR`); in memory when omitted too. */
  dataDir?: string | undefined;
  /** Told when PGlite's directory had to be made private. */
  logger?: PgliteOptions['logger'];
}

export async function openDb({ databaseUrl, dataDir, logger }: OpenDbOptions): Promise<Db> {
  if (databaseUrl) {
    const db = openPostgres(databaseUrl);
    try {
      // postgres.js connects lazily: fail at start, not at the first request.
      await db.query('select 1');
    } catch (error) {
      await db.close();
      throw error;
    }
    return db;
  }
  return openPglite(dataDir ? { dataDir, logger } : {});
}
