import {
  BrowserClient,
  captureException,
  dedupeIntegration,
  defaultStackParser,
  getCurrentScope,
  globalHandlersIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
} from '@sentry/browser';
import type { EarlyErrors } from './early-errors';

/**
 * Starts Sentry's browser client with only what error reports need (its handlers of uncaught errors and unhandled
 * rejections, linked causes, no duplicates), then sends the errors kept before it came and ends their keeping.
 */
export function startSentry(dsn: string, early: EarlyErrors) {
  const client = new BrowserClient({
    dsn,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [globalHandlersIntegration(), linkedErrorsIntegration(), dedupeIntegration()],
  });
  getCurrentScope().setClient(client);
  client.init();
  early.stop();
  for (const error of early.kept.splice(0)) {
    captureException(error, { mechanism: { type: 'early-error', handled: false } });
  }
}
