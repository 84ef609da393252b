import { referralTerms } from 'shared-data/site';
import { type Claim, siteClaims } from './claims';

/**
 * The three benefit cards of the referral landing; the middle one is the agency's real project count. With the
 * catalog, not the ambassador programme: the cabinet's islands show no site claim, so they load no catalog.
 */
export const referralLandingBenefits: readonly Claim[] = [
  {
    id: 'discount',
    value: `${referralTerms.buyerDiscountPercent}%`,
    label: 'скидка на все тарифы',
    description: 'Промокод амбассадора уже сохранён — скидка применится при оформлении заявки.',
    icon: 'gift',
  },
  {
    ...siteClaims.projects,
    description: 'Маркетинговые и digital-проекты для бизнеса в Ташкенте и по всему Узбекистану.',
    icon: 'award',
  },
  {
    id: 'contract',
    value: 'Договор',
    label: 'оплата после подписания',
    description: 'Фиксируем объём работ, сроки и результат до того, как вы что-либо оплачиваете.',
    icon: 'file-check',
  },
];

/** The same cards for a link that carries no code: the discount comes with the code the visitor types in. */
export const referralLandingBenefitsWithoutCode: readonly Claim[] = referralLandingBenefits.map((claim) =>
  claim.id === 'discount'
    ? { ...claim, description: 'По промокоду амбассадора: введите его в форме заказа тарифа.' }
    : claim,
);
