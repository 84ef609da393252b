import type { BookShape } from 'shared-data/site';
import type ruReferralLandingBenefits from './referral-landing-benefits.ru';

/** The referral landing's benefit cards in Uzbek, by card id. */
export default {
  discount: {
    label: 'barcha tariflarga chegirma',
    description: 'Ambassador promokodi allaqachon saqlangan — chegirma ariza yuborilganda qo‘llaniladi.',
    descriptionWithoutCode: 'Ambassador promokodi bo‘yicha: uni tarif buyurtma formasiga kiriting.',
  },
  projects: {
    description: 'Toshkent va butun O‘zbekiston bo‘ylab biznes uchun marketing va digital-loyihalar.',
  },
  contract: {
    value: 'Shartnoma',
    label: 'imzolangandan keyin to‘lov',
    description: 'Ishlar hajmi, muddatlar va natijani siz biror narsa to‘lashingizdan oldin qayd etamiz.',
  },
} satisfies BookShape<typeof ruReferralLandingBenefits>;
