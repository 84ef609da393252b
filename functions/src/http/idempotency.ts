import type { Language } from 'shared-data/core';
import { answerTexts } from '../texts/answer-texts';
import type { Parsed } from './body';
import { requestLanguage } from './language';
import { errorResponse } from './responses';

/** Where a caller may send its key: this body field or this header (the header wins). */
const idempotencyKeyField = 'idempotency_key';
const idempotencyKeyHeader = 'x-idempotency-key';
const maxIdempotencyKeyLength = 200;

/** Header on an answer that repeats the first answer to the same key. */
export const replayedHeader = 'idempotent-replayed';

/**
 * Reads the optional idempotency key of a request from the `x-idempotency-key` header or the body's
 * `idempotency_key`. A key that is not a string of 1–200 printable characters is 400 `validation_failed`, in
 * `language` (by default the one the caller asks for).
 */
export function readIdempotencyKey(
  req: Request,
  body: unknown,
  language: Language = requestLanguage(req),
): Parsed<string | undefined> {
  const fromBody =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)[idempotencyKeyField]
      : undefined;
  const value = req.headers.get(idempotencyKeyHeader) ?? fromBody;
  if (value === undefined || value === null || value === '') {
    return { ok: true, value: undefined };
  }
  if (typeof value !== 'string' || value.length > maxIdempotencyKeyLength || !/^[\x21-\x7e]+$/.test(value)) {
    const texts = answerTexts(language).body;
    return {
      ok: false,
      response: errorResponse(400, 'validation_failed', texts.refused, {
        [idempotencyKeyField]: texts.idempotencyKey(maxIdempotencyKeyLength),
      }),
    };
  }
  return { ok: true, value };
}
