import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';

export interface ClientBudgetOptions {
  /** Requests of one client per window that may make the server ask the functions or draw (`RATE_LIMIT_PER_MINUTE`). */
  limit: number;
  /** Who is counted: the client's address, as the functions' own limits count it. */
  client: (c: Context) => string;
  windowMs?: number;
}

interface Spending {
  /** The client has used up its share: this request is answered from what is kept. */
  over: boolean;
  spent: boolean;
}

/**
 * Each client's share of the work the shell's server does for it at the expense of everyone (a referral lookup,
 * which counts against the server's one limit at the functions, or a picture's drawing). hono-rate-limiter counts,
 * per client, only the requests that spent something; a client past its limit is not refused but served from what
 * the server keeps (a known name, an unknown id, a drawn picture) and otherwise without a name, until its window ends.
 */
export function createClientBudget({ limit, client, windowMs = 60_000 }: ClientBudgetOptions) {
  const requests = new WeakMap<Context, Spending>();
  const track: MiddlewareHandler = (c, next) => {
    requests.set(c, { over: false, spent: false });
    return next();
  };
  const limiter = rateLimiter({
    windowMs,
    limit,
    standardHeaders: false,
    keyGenerator: client,
    // A request that spent nothing is not counted: only those that did are the client's share.
    skipSuccessfulRequests: true,
    requestWasSuccessful: (c) => requests.get(c)?.spent !== true,
    handler: (c, next) => {
      const spending = requests.get(c);
      if (spending) spending.over = true;
      return next();
    },
  });
  return {
    /** Mounted on the paths whose answers may spend (the parameter pages and the referral pictures). */
    middleware: [track, limiter],
    /**
     * Whether the request may spend, asked right before it would: the first yes counts the request. A request the
     * middleware did not see may not.
     */
    mayAsk: (c: Context) => (): boolean => {
      const spending = requests.get(c);
      if (!spending || spending.over) return false;
      spending.spent = true;
      return true;
    },
  };
}
