import { defineBook, referralTerms } from 'shared-data/site';
import type { Claim } from './claims';
import type { ReferralAmbassador } from './referral';
import type ruAmbassadorProgramme from './texts/ambassador-programme.ru';
import type { Notice } from './types';

export type { ReferralAmbassador } from './referral';

/** The ambassador programme's texts in a language: ambassador-programme.ts's book. */
export type AmbassadorProgrammeTexts = typeof ruAmbassadorProgramme;

/** The ambassador programme's texts in each language of the site; the percents stay in `referralTerms`. */
export const ambassadorProgrammeBook = defineBook<AmbassadorProgrammeTexts>('catalog/ambassador-programme', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-ambassador" */ './texts/ambassador-programme.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-ambassador" */ './texts/ambassador-programme.uz'),
});

const { buyerDiscountPercent, commissionPercent } = referralTerms;

/** The benefits card beside the ambassador registration form, in the language of `texts`. */
export function ambassadorBenefitsIn({ benefits }: AmbassadorProgrammeTexts): readonly Claim[] {
  return [
    {
      id: 'commission',
      value: `${commissionPercent}%`,
      label: benefits.commission.label(commissionPercent),
      description: benefits.commission.description,
      icon: 'trending-up',
    },
    {
      id: 'promo-code',
      value: benefits['promo-code'].value,
      label: benefits['promo-code'].label,
      description: benefits['promo-code'].description(buyerDiscountPercent),
      icon: 'gift',
    },
    {
      id: 'statistics',
      value: benefits.statistics.value,
      label: benefits.statistics.label,
      description: benefits.statistics.description,
      icon: 'bar-chart-3',
    },
  ];
}

/**
 * Texts of the ambassador page: the introduction, the registration promise and the dashboard's fixed figures, in the
 * language of `texts`.
 */
export const ambassadorProgrammeTextsIn = ({ programme }: AmbassadorProgrammeTexts) => ({
  ...programme,
  lead: programme.lead(commissionPercent),
});

/** Texts of the referral landing in the language of `texts`, its discount written in. */
export function referralLandingTextsIn({ referralLanding: texts }: AmbassadorProgrammeTexts) {
  return {
    /** `ambassador` is who the link names; none when it names no known ambassador. */
    title: texts.title,
    /** What a shared link's preview says (page description, Open Graph). */
    shareDescription: (ambassador?: ReferralAmbassador) =>
      texts.shareDescription(buyerDiscountPercent, ambassador),
    /** What a shared link's preview picture says; `name` is the ambassador's first name. */
    previewPicture: (name: string) => texts.previewPicture(name, buyerDiscountPercent),
    lead: texts.lead(buyerDiscountPercent),
    badge: texts.badge(buyerDiscountPercent),
    whyTitle: texts.whyTitle,
    /** The way to the tariffs: with the code in the address when the landing has one. */
    choosePlanWithCode: texts.choosePlanWithCode,
    choosePlan: texts.choosePlan,
    /** A link whose ambassador is not found and which carries no code: no code is offered, the way to one is told. */
    unknownLead: texts.unknownLead(buyerDiscountPercent),
    unknownCodeTitle: texts.unknownCodeTitle,
    unknownCodeHint: texts.unknownCodeHint,
  };
}

/** Texts of the referral landing, as `referralLandingTextsIn` gives them. */
export type ReferralLandingTexts = ReturnType<typeof referralLandingTextsIn>;

/** Toasts of the ambassador registration (spec, section 8), in the language of `texts`. */
export const ambassadorRegistrationNoticesIn = (texts: AmbassadorProgrammeTexts) => texts.registrationNotices;

/**
 * What a new ambassador reads after a registration posted without the page's code, in the language of `texts`: their
 * promo code and link, and where the cabinet is (it opens below once the page's code runs; without script, or on
 * another device, by a code).
 */
export const ambassadorWelcomeNoticeIn =
  (texts: AmbassadorProgrammeTexts) =>
  (promoCode: string, link: string): Notice => ({
    title: texts.registrationNotices.success.title,
    description: texts.welcomeNotice(promoCode, link),
  });
/** Who is named by the words after «от»: a Russian first name in the genitive, or `genericAmbassador`. */
export const namedAs = (from: string): ReferralAmbassador => ({ name: from, name_genitive: from });
