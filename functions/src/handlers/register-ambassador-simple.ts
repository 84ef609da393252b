import type { AmbassadorRegistrationResult } from 'shared-data/core';
import { ambassadorErrors } from '../ambassadors/errors';
import { generatePromoCode } from '../ambassadors/promo-code';
import {
  type AmbassadorRow,
  findAmbassadorByEmail,
  insertAmbassador,
  toAmbassadorRecord,
} from '../ambassadors/queries';
import { generateReferralId, referralLink } from '../ambassadors/referral';
import { createToken } from '../ambassadors/tokens';
import type { DbTx } from '../db/port';
import { parseBody } from '../http/body';
import type { Handler } from '../http/handler';
import { requestLanguage } from '../http/language';
import { json } from '../http/responses';

export interface RegistrationGenerators {
  /** A promo code for the name; `attempt` counts earlier collisions. */
  promoCode: (name: string, attempt: number) => string;
  /** A referral id; `attempt` counts earlier collisions. */
  referralId: (attempt: number) => string;
  /** Attempts before giving up (a full code space, which the growing promo suffix makes unreachable). */
  maxAttempts: number;
}

export const defaultRegistrationGenerators: RegistrationGenerators = {
  promoCode: generatePromoCode,
  referralId: generateReferralId,
  maxAttempts: 40,
};

type Registration = { kind: 'created'; row: AmbassadorRow; token: string } | { kind: 'taken' };

/** `register-ambassador-simple` with its code generators; `registerAmbassadorSimple` uses the real ones. */
export function createRegisterAmbassador(
  generators: RegistrationGenerators = defaultRegistrationGenerators,
): Handler {
  return async (req, { db, env }) => {
    const input = await parseBody(req, (schemas) => schemas.ambassadorRegistrationSchema);
    if (!input.ok) {
      return input.response;
    }
    const { name, email, phone } = input.value;

    const register = async (tx: DbTx): Promise<Registration> => {
      for (let attempt = 0; attempt < generators.maxAttempts; attempt++) {
        if (await findAmbassadorByEmail(tx, email)) {
          return { kind: 'taken' };
        }
        const promoCode = generators.promoCode(name, attempt);
        const referralId = generators.referralId(attempt);
        const row = await insertAmbassador(tx, {
          name,
          email,
          phone,
          promo_code: promoCode,
          referral_id: referralId,
          referral_link: referralLink(env.runtime.siteUrl, referralId, promoCode),
        });
        if (row) {
          return { kind: 'created', row, token: await createToken(tx, row.id) };
        }
      }
      throw new Error(
        `register-ambassador-simple: no free promo code and referral id in ${generators.maxAttempts} attempts`,
      );
    };

    const result = await db.transaction(register);
    if (result.kind === 'taken') {
      return ambassadorErrors.alreadyRegistered(requestLanguage(req));
    }
    const body: AmbassadorRegistrationResult = {
      success: true,
      ambassador: toAmbassadorRecord(result.row),
      token: result.token,
    };
    return json(body);
  };
}

/** `register-ambassador-simple`: a new ambassador with a promo code, a referral link and a dashboard token. */
export const registerAmbassadorSimple: Handler = createRegisterAmbassador();
