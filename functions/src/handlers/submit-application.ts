import { isLanguage, type Language, type SubmitApplicationResult, schemasFor } from 'shared-data/core';
import { readJsonBody } from '../http/body';
import type { Handler } from '../http/handler';
import { readIdempotencyKey, replayedHeader } from '../http/idempotency';
import { requestLanguage } from '../http/language';
import { errorResponse, json } from '../http/responses';
import { submitLead } from '../leads/submit-lead';

/**
 * The language a lead is answered in: the one its body names (its page's, as it is stored), else the one its caller
 * asks for (a page's call names its own, see `requestLanguage`).
 */
const answerLanguageOf = (req: Request, body: unknown): Language => {
  const named =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).language : undefined;
  return isLanguage(named) ? named : requestLanguage(req);
};

/**
 * `submit-application`: every lead of the site. Validates the body with its form's shared schema, hands the lead to
 * `submitLead`, and answers the stored lead's id and the server's own figures; a repeated idempotency key answers the
 * first result, marked replayed. A refused lead is told why in its own language: an Uzbek page's in Uzbek.
 */
export const submitApplication: Handler = async (req, { db, env }, context) => {
  const body = await readJsonBody(req);
  if (!body.ok) return body.response;
  const language = answerLanguageOf(req, body.value);
  const key = readIdempotencyKey(req, body.value, language);
  if (!key.ok) return key.response;
  const now = Date.now();
  const validation = (await schemasFor(language)).validateLead(body.value, { now });
  if (!validation.ok) {
    return errorResponse(400, 'validation_failed', validation.message, validation.fields);
  }
  const outcome = await submitLead(db, env, context, {
    body: body.value as Record<string, unknown>,
    lead: validation.lead,
    idempotencyKey: key.value,
    now,
    language,
  });
  if (!outcome.ok) return errorResponse(400, 'validation_failed', outcome.message, outcome.fields);
  const answer: SubmitApplicationResult = { success: true, ...outcome.stored };
  const response = json(answer);
  if (outcome.replayed) response.headers.set(replayedHeader, 'true');
  return response;
};
