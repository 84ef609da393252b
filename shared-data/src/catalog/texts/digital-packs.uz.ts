import type { BookShape } from 'shared-data/site';
import type ru from './digital-packs.ru';

/** The digital packs' Uzbek texts, by pack id. Pack names (FULL PACK…) stay as they are. */
export default {
  paymentTerms: 'To‘lov shartnoma imzolangandan keyin',
  support: (months: number) => `${months} oylik texnik qo‘llab-quvvatlash`,
  everythingFrom: (pack: string) => `${pack} tarkibidagi hamma narsa`,
  packs: {
    'full-pack': {
      description: 'Onlayn sotishni boshlash uchun to‘liq tayyor sayt va Telegram-bot.',
      features: [
        'Korporativ sayt yoki landing sahifa',
        'Barcha qurilmalarga moslashgan dizayn',
        'Arizalar va bildirishnomalar uchun Telegram-bot',
        'Boshqaruv paneli',
        'Bazaviy SEO-optimallashtirish',
        'Payme va Click ulanishi',
      ],
    },
    'pro-pack': {
      description: 'Umumiy server qismiga ega veb-ilova va mobil ilova.',
      features: [
        'iOS va Android uchun mobil ilova',
        'Server qismi va REST API',
        'CRM bilan integratsiya',
        'Analitika va hisobotlar',
        'App Store va Google Play do‘konlariga joylash',
      ],
    },
    'business-plus-pack': {
      description:
        'O‘sib borayotgan kompaniya uchun raqamli ekotizim: saytdan tortib jarayonlarni avtomatlashtirishgacha.',
      features: [
        'Jarayonlaringizga moslashtirilgan CRM yoki ERP tizimi',
        'Mijozlar uchun AI-assistent',
        'Bulutli infratuzilma va DevOps',
        'Xavfsizlik auditi',
        'Rahbar uchun BI-dashbordlar',
      ],
    },
    'digital-constructor': {
      description: 'Loyihani tayyor modullardan yig‘ing va narxini darhol bilib oling.',
      modules: '14 ta yo‘nalishda 60 ga yaqin modul',
      savings: (percent: number) => `${percent}% gacha tejash`,
      /** «3 500 000 so‘m» takes the ablative straight on: «3 500 000 so‘mdan». */
      projectFrom: (price: string) => `Loyiha narxi ${price}dan`,
      consultation: 'Texnik mutaxassis konsultatsiyasi',
      estimate: 'Ish boshlanishidan oldin muddatlarni baholash',
    },
  },
} satisfies BookShape<typeof ru>;
