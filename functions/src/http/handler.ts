import type { ServerEnv } from 'shared-data/server';
import type { Db } from '../db/port';
import type { Logger } from '../logger';

export interface HandlerDeps {
  db: Db;
  env: ServerEnv;
  logger: Logger;
}

/** What the server knows of one request beyond the request itself. */
export interface RequestContext {
  /** The client as the rate limits count it: its address (IPv6 grouped by /64), or `unknown`. */
  client: string;
}

/** A function: the same code behind the Node gateway and the Supabase (Deno) entries. */
export type Handler = (req: Request, deps: HandlerDeps, context?: RequestContext) => Promise<Response>;
