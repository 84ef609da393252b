import { type SubmitApplicationResult, validateLead } from 'shared-data/core';
import { readJsonBody } from '../http/body';
import type { Handler } from '../http/handler';
import { readIdempotencyKey, replayedHeader } from '../http/idempotency';
import { errorResponse, json } from '../http/responses';
import { submitLead } from '../leads/submit-lead';

/**
 * `submit-application`: every lead of the site. Validates the body with its form's shared schema, hands the lead to
 * `submitLead`, and answers the stored lead's id and the server's own figures; a repeated idempotency key answers the
 * first result, marked replayed.
 */
export const submitApplication: Handler = async (req, { db, env }, context) => {
  const body = await readJsonBody(req);
  if (!body.ok) return body.response;
  const key = readIdempotencyKey(req, body.value);
  if (!key.ok) return key.response;
  const now = Date.now();
  const validation = validateLead(body.value, { now });
  if (!validation.ok) {
    return errorResponse(400, 'validation_failed', validation.message, validation.fields);
  }
  const outcome = await submitLead(db, env, context, {
    body: body.value as Record<string, unknown>,
    lead: validation.lead,
    idempotencyKey: key.value,
    now,
  });
  if (!outcome.ok) return errorResponse(400, 'validation_failed', outcome.message, outcome.fields);
  const answer: SubmitApplicationResult = { success: true, ...outcome.stored };
  const response = json(answer);
  if (outcome.replayed) response.headers.set(replayedHeader, 'true');
  return response;
};
