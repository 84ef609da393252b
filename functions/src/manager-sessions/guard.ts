import type { Handler, HandlerDeps, RequestContext } from '../http/handler';
import { adminErrors } from '../inbox/errors';
import { findSession, type ManagerSession, sessionTokenFrom } from './sessions';

/** A function only a signed-in manager may call. */
export type ManagerHandler = (
  req: Request,
  deps: HandlerDeps,
  session: ManagerSession,
  context?: RequestContext,
) => Promise<Response>;

/**
 * Runs the handler for a live session of a listed manager; anyone else gets the same 401 before the body is read,
 * so nothing about leads or ambassadors reaches them.
 */
export const forManagers =
  (handler: ManagerHandler): Handler =>
  async (req, deps, context) => {
    const token = sessionTokenFrom(req);
    const session = token ? await findSession(deps.db, token, deps.env.adminEmails) : undefined;
    if (!session) return adminErrors.unauthorized();
    return handler(req, deps, session, context);
  };
