import {
  adminLeadPath,
  checkFormGuard,
  cleanConsentVersion,
  cleanLanguage,
  cleanLeadSource,
  type Language,
  type Lead,
  leadSourceKeys,
  priceLead,
  SelectionError,
  selectionErrorMessage,
  sharedDataTexts,
} from 'shared-data/core';
import type { ServerEnv } from 'shared-data/server';
import { lookUpPromoCode } from '../ambassadors/promo-misses';
import type { Db } from '../db/port';
import type { RequestContext } from '../http/handler';
import { leadAlert } from '../mail/lead-alert';
import { mailParamsOf, templateFor } from '../mail/lead-mail';
import { describeLead } from './lead-details';
import { leadWriterFor } from './lead-writer';
import { findPromoOwner, type StoredLead } from './queries';

/** A lead as the browser sent it: the body, validated by `validateLead` into `lead`, and the request's key. */
export interface LeadSubmission {
  body: Record<string, unknown>;
  lead: Lead;
  idempotencyKey: string | undefined;
  /** When the lead arrived (epoch ms): its fill time and its mail's timestamp are measured from it. */
  now: number;
  /** The language a refusal is worded in (the lead's own, or its caller's); Russian when not given. */
  language?: Language;
}

export type SubmitOutcome =
  | { ok: true; stored: StoredLead; replayed: boolean }
  | { ok: false; message: string; fields: Record<string, string> };

const promoCodeOf = (lead: Lead): string | undefined =>
  'promo_code' in lead && typeof lead.promo_code === 'string' && lead.promo_code
    ? lead.promo_code
    : undefined;

/** The body as the browser sent it, less the source fields, which are stored cleaned on their own. */
const withoutSource = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).filter(([key]) => !(leadSourceKeys as readonly string[]).includes(key)),
  );

/**
 * Takes a lead: recomputes every figure from the catalog (the browser's prices are never read), attributes a real
 * ambassador's code, and writes the lead with its notification mail and the team chat's alert at once. A repeated
 * idempotency key answers the first result, and a wrong code counts one miss however often it is retried. The honeypot and the fill time never refuse anyone (autofill sends a person's form in a blink): a lead that
 * trips them is stored flagged `suspected`, and its mail says why. Where the visit came from (UTM tags, referrer,
 * first page) is cleaned and stored with the consented policy version; a value that does not fit is dropped, the
 * lead kept. So is the language of the page it came from (Russian when it says none the site speaks).
 */
export async function submitLead(
  db: Db,
  env: ServerEnv,
  context: RequestContext | undefined,
  submission: LeadSubmission,
): Promise<SubmitOutcome> {
  const { body, lead, idempotencyKey, now } = submission;
  const signal = checkFormGuard(body, now);
  const source = cleanLeadSource(body);
  const language = cleanLanguage(body.language);
  const suspicion = signal.suspected ? signal.detail : null;

  const promoCode = promoCodeOf(lead);
  // Over the client's miss limit the lead is kept, but its code is not looked up: no discount, no referral.
  const lookup = promoCode
    ? await lookUpPromoCode(db, context, () => findPromoOwner(db, promoCode), idempotencyKey)
    : undefined;
  const owner = lookup && !lookup.blocked ? lookup.found : undefined;
  // A buyer using their own code is no referral: no count, no commission later.
  const referrer = owner && owner.email.toLowerCase() !== lead.email.toLowerCase() ? owner : undefined;
  let pricing: ReturnType<typeof priceLead>;
  try {
    pricing = priceLead(lead, { promoApplied: owner !== undefined });
  } catch (error) {
    if (error instanceof SelectionError) {
      const texts = await sharedDataTexts.load(submission.language ?? 'ru');
      const message = selectionErrorMessage(error, texts.selection);
      return { ok: false, message, fields: { selection: message } };
    }
    throw error;
  }
  const details = describeLead(lead, pricing, { receivedAt: now, suspicion, source, language });
  // Named here, so the alert can link to the lead in the inbox.
  const id = crypto.randomUUID();
  const written = await leadWriterFor(db).write({
    id,
    lead,
    pricing,
    promoCode: promoCode ?? null,
    ambassadorId: referrer?.id ?? null,
    payload: withoutSource(body),
    source,
    consentVersion: cleanConsentVersion(body.consent_version),
    language,
    idempotencyKey: idempotencyKey ?? null,
    suspicion,
    mail: {
      templateId: templateFor(lead.type) === 'order' ? env.emailjs.templateOrder : env.emailjs.templateLead,
      params: mailParamsOf(details, env.runtime.contactEmail),
    },
    alert: env.telegram.configured
      ? {
          chat_id: env.telegram.chatId,
          ...leadAlert(details, new URL(adminLeadPath(id), env.runtime.siteUrl).href),
        }
      : null,
  });
  return { ok: true, ...written };
}
