import {
  adminLeadPath,
  checkFormGuard,
  cleanConsentVersion,
  cleanLeadSource,
  type Lead,
  leadAlert,
  leadMailParams,
  leadSourceKeys,
  priceLead,
  SelectionError,
  type SubmitApplicationResult,
  templateFor,
  validateLead,
} from 'shared-data/core';
import { lookUpPromoCode } from '../ambassadors/promo-misses';
import { readJsonBody } from '../http/body';
import type { Handler } from '../http/handler';
import { readIdempotencyKey, replayedHeader } from '../http/idempotency';
import { errorResponse, json } from '../http/responses';
import { leadWriterFor } from '../leads/lead-writer';
import { findPromoOwner, type StoredLead } from '../leads/queries';

const promoCodeOf = (lead: Lead): string | undefined =>
  'promo_code' in lead && typeof lead.promo_code === 'string' && lead.promo_code
    ? lead.promo_code
    : undefined;

/** The body as the browser sent it, less the source fields, which are stored cleaned on their own. */
const withoutSource = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).filter(([key]) => !(leadSourceKeys as readonly string[]).includes(key)),
  );

const answer = (stored: StoredLead, replayed: boolean) => {
  const body: SubmitApplicationResult = { success: true, ...stored };
  const response = json(body);
  if (replayed) response.headers.set(replayedHeader, 'true');
  return response;
};

/**
 * `submit-application`: every lead of the site. Validates with the form's shared schema, recomputes every figure
 * from the catalog (the browser's prices are kept in `payload` only), attributes a real ambassador's code, and
 * writes the lead with its notification mail at once. A repeated idempotency key answers the first result.
 * The honeypot and the fill time never refuse anyone (autofill sends a person's form in a blink): a lead that
 * trips them is stored flagged `suspected`, and its mail says why. Where the visit came from (UTM tags, referrer,
 * first page) is cleaned and stored with the consented policy version; a value that does not fit is dropped, the
 * lead kept.
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
  const { lead } = validation;
  const raw = body.value as Record<string, unknown>;
  const signal = checkFormGuard(raw, now);
  const source = cleanLeadSource(raw);
  const suspicion = signal.suspected ? signal.detail : null;

  const promoCode = promoCodeOf(lead);
  // Over the client's miss limit the lead is kept, but its code is not looked up: no discount, no referral.
  const lookup = promoCode
    ? await lookUpPromoCode(db, context, () => findPromoOwner(db, promoCode))
    : undefined;
  const owner = lookup && !lookup.blocked ? lookup.found : undefined;
  // A buyer using their own code is no referral: no count, no commission later.
  const referrer = owner && owner.email.toLowerCase() !== lead.email.toLowerCase() ? owner : undefined;
  let pricing: ReturnType<typeof priceLead>;
  try {
    pricing = priceLead(lead, { promoApplied: owner !== undefined });
  } catch (error) {
    if (error instanceof SelectionError) {
      return errorResponse(400, 'validation_failed', error.message, { selection: error.message });
    }
    throw error;
  }
  const params = leadMailParams(lead, pricing, {
    toEmail: env.runtime.contactEmail,
    receivedAt: now,
    suspicion,
    source,
  });
  // Named here, so the alert can link to the lead in the inbox.
  const id = crypto.randomUUID();
  const written = await leadWriterFor(db).write({
    id,
    lead,
    pricing,
    promoCode: promoCode ?? null,
    ambassadorId: referrer?.id ?? null,
    payload: withoutSource(raw),
    source,
    consentVersion: cleanConsentVersion(raw.consent_version),
    idempotencyKey: key.value ?? null,
    suspicion,
    mail: {
      templateId: templateFor(lead.type) === 'order' ? env.emailjs.templateOrder : env.emailjs.templateLead,
      params,
    },
    alert: env.telegram.configured
      ? {
          chat_id: env.telegram.chatId,
          ...leadAlert(params, suspicion, new URL(adminLeadPath(id), env.runtime.siteUrl).href),
        }
      : null,
  });
  return answer(written.stored, written.replayed);
};
