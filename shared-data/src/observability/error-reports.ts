import { type BaseTransportOptions, createStackParser, createTransport, Scope } from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';

/** Sends a server's error to Sentry with the request it broke. */
export type ReportError = (error: Error, requestId: string) => void;

/** Envelopes posted with `fetch`, which Node and Deno both have: Sentry's own transport for Node needs its SDK. */
const fetchTransport = (options: BaseTransportOptions) =>
  createTransport(options, async ({ body }) => {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: options.headers,
      body: body as BodyInit,
    });
    return {
      statusCode: response.status,
      headers: {
        'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
        'retry-after': response.headers.get('retry-after'),
      },
    };
  });

/**
 * Where a server's errors go: Sentry at `dsn` (`SENTRY_DSN`), each event tagged with its request id and the service;
 * nothing without a DSN.
 */
export function errorReporter(dsn: string | undefined, service: string): ReportError | undefined {
  if (!dsn) return undefined;
  const client = new ServerRuntimeClient({
    dsn,
    integrations: [],
    transport: fetchTransport,
    stackParser: createStackParser(nodeStackLineParser()),
    platform: 'node',
  });
  client.init();
  return (error, requestId) => {
    const scope = new Scope();
    scope.setClient(client);
    scope.setTags({ service, request_id: requestId });
    client.captureException(error, { mechanism: { type: 'http', handled: false } }, scope);
  };
}
