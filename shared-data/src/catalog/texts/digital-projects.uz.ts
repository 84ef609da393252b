import type { BookShape } from 'shared-data/site';
import type ru from './digital-projects.ru';

/** The digital landing's Uzbek texts. A noun after a count stays singular («2–8 hafta»). */
export default {
  weeks: ({ min, max }) => (min === max ? `${max} hafta` : `${min}–${max} hafta`),
  projects: {
    'online-store': {
      type: 'Internet-do‘kon',
      industry: 'Chakana savdo',
      built: 'Filtrli katalog, savat, Payme va Click orqali to‘lov, menejerlar va ombor uchun panel.',
      result: 'Buyurtma va to‘lovlar kecha-kunduz, menejerga qo‘ng‘iroq qilmasdan qabul qilinadi.',
    },
    'booking-bot': {
      type: 'Qabulga yozish uchun Telegram-bot',
      industry: 'Klinikalar va salonlar',
      built:
        'Mutaxassis va vaqtni tanlab qabulga yozilish, mijozlarga eslatmalar, yozuvlarni CRM tizimiga uzatish.',
      result: 'Mijozlar istalgan vaqtda o‘zlari yoziladi, administrator esa jadvalni bir joyda ko‘radi.',
    },
    'delivery-app': {
      type: 'Mobil ilova',
      industry: 'Ovqat yetkazib berish',
      built:
        'iOS va Android uchun ilova: menyu, buyurtma, yetkazib berish holati va push-bildirishnomalar; oshxona uchun panel.',
      result:
        'Ilova App Store va Google Play’da joylangan, buyurtmalar agregatorlarsiz to‘g‘ridan-to‘g‘ri keladi.',
    },
    'real-estate-crm': {
      type: 'CRM-tizim',
      industry: 'Ko‘chmas mulk',
      built:
        'Obyektlar va mijozlarning yagona bazasi, bitimlar voronkasi, xodimlar rollari va rahbar uchun hisobotlar.',
      result: 'Barcha arizalar va bitimlar jadvallar va messenjerdagi yozishmalar o‘rniga bitta oynada.',
    },
    'education-site': {
      type: 'Korporativ sayt',
      industry: 'Ta’lim',
      built: 'O‘quv markazi sayti: kurslar jadvali, onlayn ariza, blog va bazaviy SEO-optimallashtirish.',
      result:
        'Saytdan kelgan arizalar darhol Telegramga tushadi, saytni qidiruvda kurs nomlari bo‘yicha topishadi.',
    },
    'support-assistant': {
      type: 'Qo‘llab-quvvatlash uchun AI-assistent',
      industry: 'Logistika',
      built:
        'Assistent mijozlarga jo‘natmalar holati haqida javob beradi va murakkab savollarni operatorga uzatadi.',
      result: 'Operatorlar faqat murakkab murojaatlar bilan band, mijozlar esa javobni darhol oladi.',
    },
  },
  whyUs: {
    'full-cycle': {
      value: 'To‘liq tayyor',
      label: 'Ishlab chiqishning to‘liq sikli',
      description:
        'Analitika, dizayn, ishlab chiqish, testlash va ishga tushirish — butun loyiha uchun bitta jamoa javob beradi.',
    },
    'fast-start': {
      label: (startWithin: string) => `Ish ${startWithin} ichida boshlanadi`,
      description: (delivery: string) =>
        `Shartnoma imzolangach darhol ishga kirishamiz, loyihani esa ${delivery} ichida ishga tushiramiz.`,
    },
    'fixed-terms': {
      value: 'Shartnoma',
      label: 'Qat’iy narx va muddatlar',
      description:
        'Ish hajmi, narx va muddatlar shartnomada qayd etiladi, to‘lov — faqat u imzolangandan keyin.',
    },
    support: {
      label: 'Ishga tushirilgandan keyin qo‘llab-quvvatlash',
      description:
        'Relizdan keyin ham loyihani kuzatib boramiz: yangilanishlar, monitoring va jamoangizga yordam.',
    },
  },
} satisfies BookShape<typeof ru>;
