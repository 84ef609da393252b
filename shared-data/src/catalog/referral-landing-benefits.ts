import { defineBook, referralTerms } from 'shared-data/site';
import type { Claim, SiteClaims } from './claims';
import type ruReferralLandingBenefits from './texts/referral-landing-benefits.ru';

/** The referral landing's benefit cards in a language: referral-landing-benefits.ts's book. */
export type ReferralLandingBenefitsTexts = typeof ruReferralLandingBenefits;

/** The referral landing's benefit cards in each language of the site. */
export const referralLandingBenefitsTexts = defineBook<ReferralLandingBenefitsTexts>(
  'catalog/referral-landing-benefits',
  {
    ru: () =>
      import(/* webpackChunkName: "texts-ru-catalog-catalog" */ './texts/referral-landing-benefits.ru'),
    uz: () =>
      import(/* webpackChunkName: "texts-uz-catalog-catalog" */ './texts/referral-landing-benefits.uz'),
  },
);

/**
 * The three benefit cards of the referral landing, in the language of `texts`; the middle one is the agency's real
 * project count, from `claims` in the same language. With the catalog, not the ambassador programme: the cabinet's
 * islands show no site claim, so they load no catalog.
 */
export function referralLandingBenefitsIn(
  texts: ReferralLandingBenefitsTexts,
  claims: SiteClaims,
): readonly Claim[] {
  return [
    {
      id: 'discount',
      value: `${referralTerms.buyerDiscountPercent}%`,
      label: texts.discount.label,
      description: texts.discount.description,
      icon: 'gift',
    },
    { ...claims.projects, description: texts.projects.description, icon: 'award' },
    {
      id: 'contract',
      value: texts.contract.value,
      label: texts.contract.label,
      description: texts.contract.description,
      icon: 'file-check',
    },
  ];
}

/** The same cards for a link that carries no code: the discount comes with the code the visitor types in. */
export const referralLandingBenefitsWithoutCodeIn = (
  texts: ReferralLandingBenefitsTexts,
  claims: SiteClaims,
): readonly Claim[] =>
  referralLandingBenefitsIn(texts, claims).map((claim) =>
    claim.id === 'discount' ? { ...claim, description: texts.discount.descriptionWithoutCode } : claim,
  );
