import { createEdgeFunctionApp, createMailDispatchApp } from '../gateway/edge-app';
import { findHandler, handlers } from '../handlers/registry';
import { deno } from './deno';
import { edgeContext, waitUntil } from './runtime';

/** Serves the registry's function `name`: the same handler as the Node gateway's `/functions/v1/<name>`. */
export function serveFunction(name: string): void {
  const handler = findHandler(handlers, name);
  if (!handler) {
    throw new Error(`No function "${name}" in functions/src/handlers/registry.ts`);
  }
  const { deps, trustProxy, mail, reportError } = edgeContext(deno().env.toObject());
  const app = createEdgeFunctionApp({
    name,
    handler,
    deps,
    trustProxy,
    reportError,
    // A call that queued a mail sends it after the answer; the scheduled mail-dispatch retries the rest.
    afterSuccess: () => mail && waitUntil(mail.runOnce().catch(() => undefined)),
  });
  deno().serve(app.fetch);
}

/** Serves the scheduled mail sender (`mail-dispatch`), protected by `MAIL_DISPATCH_SECRET`. */
export function serveMailDispatch(): void {
  const { deps, mail, reportError } = edgeContext(deno().env.toObject());
  const app = createMailDispatchApp({
    secret: deps.env.mailDispatchSecret,
    logger: deps.logger,
    reportError,
    run: () =>
      mail
        ? mail.runOnce()
        : Promise.reject(
            new Error('EmailJS is not configured: set EMAILJS_PUBLIC_KEY and EMAILJS_PRIVATE_KEY'),
          ),
  });
  deno().serve(app.fetch);
}
