import type { Handler } from '../http/handler';
import { adminCommissionPaid } from './admin-commission-paid';
import { adminErase } from './admin-erase';
import { adminFailedMail } from './admin-failed-mail';
import { adminLead } from './admin-lead';
import { adminLeadNote } from './admin-lead-note';
import { adminLeadStatus } from './admin-lead-status';
import { adminLeadWork } from './admin-lead-work';
import { adminLeads } from './admin-leads';
import { adminLeadsCsv } from './admin-leads-csv';
import { adminLogout } from './admin-logout';
import { adminMailRetry } from './admin-mail-retry';
import { adminMe } from './admin-me';
import { adminSendCode } from './admin-send-code';
import { adminSummary } from './admin-summary';
import { adminVerify } from './admin-verify';
import { ambassadorLogout } from './ambassador-logout';
import { ambassadorLookup } from './ambassador-lookup';
import { ambassadorMe } from './ambassador-me';
import { ambassadorReferrals } from './ambassador-referrals';
import { ambassadorSendCode } from './ambassador-send-code';
import { ambassadorVerify } from './ambassador-verify';
import { checkPromoCode } from './check-promo-code';
import { referralInfo } from './referral-info';
import { registerAmbassadorSimple } from './register-ambassador-simple';
import { submitApplication } from './submit-application';

/** Every function the gateway serves at `/functions/v1/<name>`. */
export const handlers: Readonly<Record<string, Handler>> = Object.freeze({
  'admin-commission-paid': adminCommissionPaid,
  'admin-erase': adminErase,
  'admin-failed-mail': adminFailedMail,
  'admin-lead': adminLead,
  'admin-lead-note': adminLeadNote,
  'admin-lead-status': adminLeadStatus,
  'admin-lead-work': adminLeadWork,
  'admin-leads': adminLeads,
  'admin-leads-csv': adminLeadsCsv,
  'admin-logout': adminLogout,
  'admin-mail-retry': adminMailRetry,
  'admin-me': adminMe,
  'admin-send-code': adminSendCode,
  'admin-summary': adminSummary,
  'admin-verify': adminVerify,
  'ambassador-logout': ambassadorLogout,
  'ambassador-lookup': ambassadorLookup,
  'ambassador-me': ambassadorMe,
  'ambassador-referrals': ambassadorReferrals,
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
