import type { BookShape } from 'shared-data/site';
import type { ReferralAmbassador } from '../referral';
import type ruAmbassadorProgramme from './ambassador-programme.ru';

/**
 * The ambassador programme's texts in Uzbek. The referral landing names the ambassador by the first name as they wrote
 * it, as the subject of the sentence («Lola sizga…»): no suffix is glued to a name that may be written in Cyrillic or
 * Latin («Шахзодdan» would be neither), and never the Russian genitive.
 */
export default {
  benefits: {
    commission: {
      label: (percent: number) => `${percent}% komissiya`,
      description: 'Promokodingiz yoki havolangiz orqali kelgan mijozning har bir to‘lovidan.',
    },
    'promo-code': {
      value: 'Promokod',
      label: 'Shaxsiy promokod va referal havola',
      description: (percent: number) => `Mijozlaringiz barcha tariflarga ${percent}% chegirma oladi.`,
    },
    statistics: {
      value: 'Statistika',
      label: 'Batafsil statistika',
      description: 'Nechta mijoz olib kelganingiz va qancha ishlab topganingiz — shaxsiy kabinetda.',
    },
  },
  programme: {
    eyebrow: 'Hamkorlik dasturi',
    title: 'Ambassador bo‘ling',
    lead: (percent: number) =>
      `Bizni tanish tadbirkorlarga tavsiya qiling va promokodingiz bo‘yicha har bir to‘lovdan ${percent}% komissiya oling.`,
    registrationTime: 'Ro‘yxatdan o‘tish 30 soniya oladi',
    dashboardStatus: 'Faol',
    referralsHint: 'jalb qilingan mijoz',
  },
  referralLanding: {
    title: (ambassador?: ReferralAmbassador) =>
      `${ambassador ? ambassador.name : 'Ambassadorimiz'} sizga maxsus taklif yubordi`,
    shareDescription: (discountPercent: number, ambassador?: ReferralAmbassador) =>
      ambassador
        ? `${ambassador.name} sizga agentlikning barcha tariflariga ambassador promokodi bo‘yicha ${discountPercent}% chegirma taqdim etadi.`
        : `Agentlikning barcha tariflariga ambassador promokodi bo‘yicha ${discountPercent}% chegirma.`,
    previewPicture: (name: string, discountPercent: number) =>
      `${name} sizga ${discountPercent}% chegirma sovg‘a qiladi`,
    lead: (discountPercent: number) =>
      `Sizni ambassadorimiz taklif qildi: uning promokodi bo‘yicha agentligimizning istalgan tarifiga ${discountPercent}% chegirma olasiz.`,
    badge: (discountPercent: number) => `${discountPercent}% CHEGIRMA barcha tariflarga`,
    whyTitle: 'Nega bizni tanlashadi',
    choosePlanWithCode: 'Chegirmali tarifni tanlang',
    choosePlan: 'Tarifni tanlang',
    unknownLead: (discountPercent: number) =>
      `Bu havola bo‘yicha ambassador topilmadi. ${discountPercent}% chegirma ambassador promokodi bilan amal qiladi: promokodni sizga havola yuborgan kishidan so‘rang va tarif buyurtma qilayotganda kiriting.`,
    unknownCodeTitle: 'Promokod — ambassadoringizda',
    unknownCodeHint:
      'Uni buyurtma formasiga kiriting: forma kodni tekshiradi va chegirmali narxni darhol ko‘rsatadi.',
  },
  registrationNotices: {
    success: {
      title: 'Tabriklaymiz!',
      description: 'Siz muvaffaqiyatli ambassador bo‘ldingiz! Promokodingiz va referal havolangiz tayyor.',
    },
    failure: { title: 'Ro‘yxatdan o‘tishda xatolik', description: 'Ro‘yxatdan o‘tishda xatolik yuz berdi' },
  },
  welcomeNotice: (promoCode: string, link: string) =>
    `Siz ambassador bo‘ldingiz. Promokodingiz: ${promoCode}. Referal havolangiz: ${link}. Statistika ko‘rsatiladigan kabinet shu sahifada; agar u ochilmagan bo‘lsa yoki boshqa qurilmadan kirgan bo‘lsangiz, e-mail manzilingizga keladigan kod orqali kiring.`,
} satisfies BookShape<typeof ruAmbassadorProgramme>;
