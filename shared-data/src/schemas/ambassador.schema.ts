import { ambassadorLimits, fieldLimits } from 'shared-data/fields';
import { parsePhone } from 'shared-data/phone';
import { type InferType, object, string } from 'yup';
import type { LeadStatus } from '../admin/admin-model';
import type { SchemaTexts } from './fields';

const email = ({ ambassador }: SchemaTexts) =>
  string()
    .trim()
    .required(ambassador.emailRequired)
    .max(ambassadorLimits.emailMaxLength, ambassador.emailTooLong)
    .email(ambassador.emailInvalid);

const phone = ({ fields }: SchemaTexts) =>
  string()
    .trim()
    .transform((value: string | null | undefined) =>
      typeof value === 'string' && value !== '' ? (parsePhone(value) ?? value) : null,
    )
    .nullable()
    .default(null)
    .max(fieldLimits.phone, fields.phoneTooLong)
    .test('phone', fields.phoneInvalid, (value) => value == null || parsePhone(value) !== null);

/**
 * The ambassador functions' bodies in the language of `texts`:
 * - `ambassadorRegistrationSchema`: `register-ambassador-simple`; the phone is optional and comes back in E.164,
 *   `+998901234567`;
 * - `ambassadorEmailSchema`: `ambassador-lookup` and `ambassador-send-code`;
 * - `ambassadorVerifySchema`: `ambassador-verify`: the e-mail, the one-time code from the letter (spaces ignored)
 *   and the attempt the code was asked for in (`AmbassadorSendCodeResult.attempt`): a code opens nothing without the
 *   attempt it was made for;
 * - `referralInfoSchema`: `referral-info`: the id from a referral link.
 */
export const ambassadorSchemasIn = (texts: SchemaTexts) => {
  const { ambassador } = texts;
  return {
    ambassadorRegistrationSchema: object({
      name: string()
        .trim()
        .required(ambassador.nameRequired)
        .max(ambassadorLimits.nameMaxLength, ambassador.nameTooLong),
      email: email(texts),
      phone: phone(texts),
    }),
    ambassadorEmailSchema: object({ email: email(texts) }),
    ambassadorVerifySchema: object({
      email: email(texts),
      attempt: string()
        .required(ambassador.attemptMissing)
        .matches(new RegExp(`^[A-Za-z0-9_-]{${ambassadorLimits.attemptLength}}$`), ambassador.attemptMissing),
      code: string()
        .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
        .required(ambassador.codeRequired)
        .matches(new RegExp(`^\\d{${ambassadorLimits.codeLength}}$`), {
          message: ambassador.codeInvalid,
          excludeEmptyString: true,
        }),
    }),
    referralInfoSchema: object({
      referral_id: string()
        .trim()
        .required(ambassador.referralIdRequired)
        .max(ambassadorLimits.referralIdMaxLength, ambassador.referralIdTooLong),
    }),
  };
};

/** The ambassador schemas of one language, as `ambassadorSchemasIn` builds them. */
type AmbassadorSchemas = ReturnType<typeof ambassadorSchemasIn>;

/** Body of `register-ambassador-simple`; the phone is optional and comes back in E.164, `+998901234567`. */
export type AmbassadorRegistrationInput = InferType<AmbassadorSchemas['ambassadorRegistrationSchema']>;

/** Body of `ambassador-lookup` and `ambassador-send-code`. */
export type AmbassadorEmailInput = InferType<AmbassadorSchemas['ambassadorEmailSchema']>;

/**
 * Body of `ambassador-verify`: the e-mail, the one-time code from the letter (spaces ignored) and the attempt the
 * code was asked for in (`AmbassadorSendCodeResult.attempt`): a code opens nothing without the attempt it was made for.
 */
export type AmbassadorVerifyInput = InferType<AmbassadorSchemas['ambassadorVerifySchema']>;

/** Body of `referral-info`: the id from a referral link. */
export type ReferralInfoInput = InferType<AmbassadorSchemas['referralInfoSchema']>;

/** What an ambassador may see of their own record. */
export interface AmbassadorRecord {
  name: string;
  email: string;
  phone: string | null;
  promo_code: string;
  referral_link: string;
  total_referrals: number;
  total_earnings: number;
}

/** Answer of `register-ambassador-simple`. */
export interface AmbassadorRegistrationResult {
  success: true;
  ambassador: AmbassadorRecord;
  /** Dashboard token for `ambassador-me`. */
  token: string;
}

/** Answer of `ambassador-lookup`. */
export interface AmbassadorLookupResult {
  exists: boolean;
}

/**
 * Answer of `ambassador-send-code` and `admin-send-code`, of the same shape whether or not the e-mail may sign in:
 * `attempt` is the key the code must be checked with, known only to the one who asked for it.
 */
export interface AmbassadorSendCodeResult {
  sent: true;
  attempt: string;
}

/** Answer of `ambassador-verify`. */
export interface AmbassadorSession {
  ambassador: AmbassadorRecord;
  token: string;
}

/** Answer of `ambassador-me`. */
export interface AmbassadorMeResult {
  ambassador: AmbassadorRecord;
}

/** The most referrals `ambassador-referrals` lists, newest first (the totals count them all). */
export const referralsShown = 100;

/** A lead that came with the ambassador's code, as the ambassador may see it: no contacts, the name shortened. */
export interface AmbassadorReferral {
  /** ISO time the lead came in. */
  created_at: string;
  /** The client's first name and the initial of the surname: «Азиз К.». */
  client: string;
  /** What was ordered: the kind of order and the plan, pack or service. */
  subject: string;
  status: LeadStatus;
  /** The commission credited for it once won (whole сум); `null` before. */
  commission: number | null;
  /** ISO time the team paid the commission out; `null` while unpaid. */
  paid_at: string | null;
}

/** The commission credited in one Tashkent month (whole сум), and how much of it is paid out. */
export interface AmbassadorMonthEarnings {
  /** `yyyy-MM`. */
  month: string;
  earned: number;
  paid: number;
}

/** Answer of `ambassador-referrals`: the newest referrals and the earnings by month, newest first. */
export interface AmbassadorReferralsResult {
  referrals: AmbassadorReferral[];
  months: AmbassadorMonthEarnings[];
}

/** Answer of `ambassador-logout`: the same for any token, known or not. */
export interface AmbassadorLogoutResult {
  ok: true;
}
