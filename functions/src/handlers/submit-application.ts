import {
  type Lead,
  leadMailParams,
  priceLead,
  SelectionError,
  type SubmitApplicationResult,
  templateFor,
  validateLead,
} from 'shared-data/core';
import { readJsonBody } from '../http/body';
import { checkFormGuard } from '../http/guards';
import type { Handler } from '../http/handler';
import { answerResponse, readIdempotencyKey, runIdempotent } from '../http/idempotency';
import { errorResponse } from '../http/responses';
import { countReferral, findPromoOwner, insertLead } from '../leads/queries';
import { enqueueMail } from '../mail/outbox';

const functionName = 'submit-application';

const promoCodeOf = (lead: Lead): string | undefined =>
  'promo_code' in lead && typeof lead.promo_code === 'string' && lead.promo_code
    ? lead.promo_code
    : undefined;

/**
 * `submit-application`: every lead of the site. Validates with the form's shared schema, recomputes every figure
 * from the catalog (the browser's prices are kept in `payload` only), attributes a real ambassador's code, and
 * writes the lead with its notification mail in one transaction.
 */
export const submitApplication: Handler = async (req, { db, env }) => {
  const body = await readJsonBody(req);
  if (!body.ok) return body.response;
  const refused = checkFormGuard(body.value);
  if (refused) return refused;
  const key = readIdempotencyKey(req, body.value);
  if (!key.ok) return key.response;
  const now = Date.now();
  const validation = validateLead(body.value, { now });
  if (!validation.ok) {
    return errorResponse(400, 'validation_failed', validation.message, validation.fields);
  }
  const { lead } = validation;

  try {
    const answer = await runIdempotent<SubmitApplicationResult>(
      db,
      { functionName, key: key.value },
      async (tx) => {
        const promoCode = promoCodeOf(lead);
        const owner = promoCode ? await findPromoOwner(tx, promoCode) : undefined;
        // A buyer using their own code is no referral: no count, no commission later.
        const referrer = owner && owner.email.toLowerCase() !== lead.email.toLowerCase() ? owner : undefined;
        const pricing = priceLead(lead, { promoApplied: owner !== undefined });
        const id = await insertLead(tx, {
          lead,
          pricing,
          promoCode: promoCode ?? null,
          ambassadorId: referrer?.id ?? null,
          payload: body.value,
          idempotencyKey: key.value ?? null,
        });
        if (referrer) await countReferral(tx, referrer.id);
        await enqueueMail(tx, {
          templateId:
            templateFor(lead.type) === 'order' ? env.emailjs.templateOrder : env.emailjs.templateLead,
          params: leadMailParams(lead, pricing, { toEmail: env.runtime.contactEmail, receivedAt: now }),
          applicationId: id,
        });
        return {
          status: 200,
          body: {
            success: true,
            id,
            final_price: pricing.finalPrice ?? pricing.totalAmount,
            discount_amount: pricing.discountAmount,
          },
        };
      },
    );
    return answerResponse(answer);
  } catch (error) {
    if (error instanceof SelectionError) {
      return errorResponse(400, 'validation_failed', error.message, { selection: error.message });
    }
    throw error;
  }
};
