import { type BookShape, formatMoney } from 'shared-data/site';
import type ruMarketingPlans from './marketing-plans.ru';

/** The marketing tariffs' texts in Uzbek, by tariff id. */
export default {
  billingPeriod: 'oy',
  paymentTerms: 'To‘lov shartnoma imzolangandan keyin',
  guarantee: (percent: number) => `Sotuvlar o‘sishi kafolati: +${percent}%`,
  includes: (name: string) => `${name} tarifidagi barcha imkoniyatlar`,
  plans: {
    starter: {
      description:
        'Biznesingizning ijtimoiy tarmoqlardagi ilk qadami: profil dizayni, muntazam kontent va birinchi reklama.',
      features: [
        'Instagram va Telegram profillari dizayni',
        'Oyiga 12 ta post',
        'Oyiga 10 ta storis',
        'Bir oylik kontent-reja',
        'Target reklamani sozlash',
        'Natijalar bo‘yicha oylik hisobot',
        'Shaxsiy menejer',
      ],
    },
    popular: {
      description: 'Arizalar barqaror kelib turishi uchun muntazam kontent va reklama.',
      features: [
        'Oyiga 20 ta post',
        'Oyiga 4 ta Reels',
        'Oyiga 20 ta storis',
        'Target reklamani yuritish',
        'Izoh va xabarlarga javob berish',
        'Raqobatchilar tahlili',
      ],
    },
    business: {
      description: 'Sotuvlar o‘sishi kafolatlangan to‘liq marketing.',
      features: [
        'Oyiga 8 ta Reels',
        'Professional fotosuratga olish',
        'CRM va sotuv voronkasini sozlash',
        'Google va Yandexda kontekstli reklama',
        'Haftalik hisobotlar',
      ],
    },
    pro: {
      description: 'Tez o‘sish uchun eksklyuziv kompleks: strategiya, prodakshn va analitika.',
      features: [
        'Chorak uchun marketing strategiyasi',
        'Reklama roliklari uchun videoprodakshn',
        'Saytni SEO-optimallashtirish',
        'Email-marketing va avtovoronkalar',
        'Loyihaga biriktirilgan alohida jamoa',
      ],
    },
    premium: {
      description: 'Maksimal imkoniyatlar: kompaniyangiz marketingini to‘liq o‘z zimmamizga olamiz.',
      features: [
        'Sayt yoki lending ishlab chiqish',
        'Brending va firma uslubi',
        'Blogerlar bilan ishlash va PR',
        'Reklamadan sotuvgacha analitika va BI-dashbord',
        '24/7 qo‘llab-quvvatlash',
      ],
    },
    constructor: {
      description:
        'Tarifni kerakli xizmatlardan o‘zingiz yig‘ing va faqat biznesingizga kerak bo‘lgani uchun to‘lang.',
      features: {
        anyServices: '40+ xizmatdan istalgan to‘plam',
        savings: (percent: number) => `${percent}% gacha tejash`,
        budget: (price: number) => `Byudjet — oyiga ${formatMoney(price, 'uz')}dan`,
        strategy: 'Individual targ‘ibot strategiyasi',
        quantities: 'Har bir xizmat miqdorini o‘zingiz tanlaysiz',
      },
    },
  },
} satisfies BookShape<typeof ruMarketingPlans>;
