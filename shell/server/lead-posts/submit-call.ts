import type { RuntimeConfig } from 'shared-data/core';
import { functionsServerKeyHeader, siteClientHeader } from 'shared-data/server';

/** What a function (`submit-application`, `register-ambassador-simple`) made of a form the shell's server sent. */
export type SubmitOutcome =
  /** 200: the function's answer. */
  | { kind: 'stored'; answer: unknown }
  /**
   * 400 or 409: the function's message, its code, and its messages by field path (snake_case or camelCase, as the
   * body has it).
   */
  | { kind: 'refused'; message: string | undefined; code?: string; fields: Record<string, string> }
  /** 429: the visitor's share of the function is used up for now. */
  | { kind: 'limited'; retryAfter: string | null }
  /** Any other answer, or none in time: the lead is not known to be stored. */
  | { kind: 'unavailable'; status: number | undefined };

export interface SubmitCallOptions {
  /** `FUNCTIONS_SERVER_KEY`: with it the call counts as the visitor's (`siteClientHeader`), not the server's address's. */
  serverKey: string | undefined;
  /** How long the function may take before the visitor is asked to send again (the key keeps it one lead). */
  timeoutMs: number;
}

interface FunctionError {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}

const textsOf = (value: unknown): Record<string, string> =>
  value && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

/**
 * Sends a form's body to a function (`submit-application` unless told otherwise) over HTTP as the browser does, with
 * the shell's server key and the visitor it is sent for, so the function's limits, promo code misses and logs count
 * the visitor; an idempotency key travels as `x-idempotency-key`.
 */
export function createSubmitCall(
  config: Pick<RuntimeConfig, 'functionsUrl' | 'anonKey'>,
  { serverKey, timeoutMs }: SubmitCallOptions,
) {
  return async (
    body: Record<string, unknown>,
    {
      idempotencyKey,
      client,
      functionName = 'submit-application',
    }: { idempotencyKey?: string; client: string; functionName?: string },
  ): Promise<SubmitOutcome> => {
    let response: Response;
    try {
      response = await fetch(`${config.functionsUrl}/functions/v1/${functionName}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${config.anonKey}`,
          apikey: config.anonKey,
          ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
          ...(serverKey ? { [functionsServerKeyHeader]: serverKey, [siteClientHeader]: client } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      return { kind: 'unavailable', status: undefined };
    }
    if (response.ok) {
      return { kind: 'stored', answer: await response.json().catch(() => undefined) };
    }
    if (response.status === 429) {
      await response.body?.cancel();
      return { kind: 'limited', retryAfter: response.headers.get('retry-after') };
    }
    if (response.status === 400 || response.status === 409) {
      const answer = (await response.json().catch(() => ({}))) as FunctionError;
      const message = typeof answer.error?.message === 'string' ? answer.error.message : undefined;
      const code = typeof answer.error?.code === 'string' ? { code: answer.error.code } : {};
      return { kind: 'refused', message, ...code, fields: textsOf(answer.error?.fields) };
    }
    await response.body?.cancel();
    return { kind: 'unavailable', status: response.status };
  };
}
