import type { Handler } from '../http/handler';
import { ambassadorLogout } from './ambassador-logout';
import { ambassadorLookup } from './ambassador-lookup';
import { ambassadorMe } from './ambassador-me';
import { ambassadorSendCode } from './ambassador-send-code';
import { ambassadorVerify } from './ambassador-verify';
import { checkPromoCode } from './check-promo-code';
import { referralInfo } from './referral-info';
import { registerAmbassadorSimple } from './register-ambassador-simple';
import { submitApplication } from './submit-application';

/** Every function the gateway serves at `/functions/v1/<name>`. */
export const handlers: Readonly<Record<string, Handler>> = Object.freeze({
  'ambassador-logout': ambassadorLogout,
  'ambassador-lookup': ambassadorLookup,
  'ambassador-me': ambassadorMe,
  'ambassador-send-code': ambassadorSendCode,
  'ambassador-verify': ambassadorVerify,
  'check-promo-code': checkPromoCode,
  'referral-info': referralInfo,
  'register-ambassador-simple': registerAmbassadorSimple,
  'submit-application': submitApplication,
});

export const findHandler = (
  registry: Readonly<Record<string, Handler>>,
  name: string,
): Handler | undefined => (Object.hasOwn(registry, name) ? registry[name] : undefined);
