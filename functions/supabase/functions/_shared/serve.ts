import { createEdgeFunctionApp, createMailDispatchApp } from '../../../src/gateway/edge-app.ts';
import { findHandler, handlers } from '../../../src/handlers/registry.ts';
import { edgeContext, waitUntil } from './runtime.ts';

/** Serves the registry's function `name`: the same handler as the Node gateway's `/functions/v1/<name>`. */
export function serveFunction(name: string): void {
  const handler = findHandler(handlers, name);
  if (!handler) {
    throw new Error(`No function "${name}" in functions/src/handlers/registry.ts`);
  }
  const { deps, trustProxy, mail } = edgeContext();
  const app = createEdgeFunctionApp({
    name,
    handler,
    deps,
    trustProxy,
    // A call that queued a mail sends it after the answer; the scheduled mail-dispatch retries the rest.
    afterSuccess: () => mail && waitUntil(mail.runOnce().catch(() => undefined)),
  });
  Deno.serve(app.fetch);
}

/** Serves the scheduled mail sender (`mail-dispatch`), protected by `MAIL_DISPATCH_SECRET`. */
export function serveMailDispatch(): void {
  const { deps, mail } = edgeContext();
  const app = createMailDispatchApp({
    secret: Deno.env.get('MAIL_DISPATCH_SECRET'),
    logger: deps.logger,
    run: () =>
      mail
        ? mail.runOnce()
        : Promise.reject(
            new Error('EmailJS is not configured: set EMAILJS_PUBLIC_KEY and EMAILJS_PRIVATE_KEY'),
          ),
  });
  Deno.serve(app.fetch);
}
