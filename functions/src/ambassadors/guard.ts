import type { Handler, HandlerDeps, RequestContext } from '../http/handler';
import { requestLanguage } from '../http/language';
import { ambassadorErrors } from './errors';
import type { AmbassadorRow } from './queries';
import { findAmbassadorByToken, tokenFrom } from './tokens';

/** A function only an ambassador with a live dashboard token may call. */
export type AmbassadorHandler = (
  req: Request,
  deps: HandlerDeps,
  ambassador: AmbassadorRow,
  context?: RequestContext,
) => Promise<Response>;

/**
 * Runs the handler for the ambassador whose token is in `x-ambassador-token` (the use renews it); an unknown,
 * revoked or expired token (90 days unused) gets the same 401 before the body is read, in the caller's language.
 */
export const forAmbassadors =
  (handler: AmbassadorHandler): Handler =>
  async (req, deps, context) => {
    const token = tokenFrom(req);
    const ambassador = token ? await findAmbassadorByToken(deps.db, token) : undefined;
    if (!ambassador) return ambassadorErrors.unauthorized(requestLanguage(req));
    return handler(req, deps, ambassador, context);
  };
