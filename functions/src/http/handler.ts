import type { ServerEnv } from 'shared-data/core';
import type { Db } from '../db/port';
import type { Logger } from '../logger';

export interface HandlerDeps {
  db: Db;
  env: ServerEnv;
  logger: Logger;
}

/** A function: the same code behind the Node gateway and the Supabase (Deno) entries. */
export type Handler = (req: Request, deps: HandlerDeps) => Promise<Response>;
