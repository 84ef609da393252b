import type { BookShape } from 'shared-data/site';
import type ru from './search-keywords.ru';

/**
 * The home page search's services in Uzbek, the same services in the same order, named as an Uzbek visitor
 * searches for them («sayt yaratish», «target reklama»); the search matches a query inside these names.
 */
export default {
  marketing: [
    'Target reklama',
    'SMM: ijtimoiy tarmoqlarni yuritish',
    'Kontent-marketing',
    'SEO: saytni TOPga chiqarish',
    'Kontekstli reklama',
    'Brending va firma uslubi',
    'Logotip dizayni',
    'Email-marketing',
    'Marketing strategiyasi',
    'Analitika va hisobotlar',
    'Video suratga olish va Reels',
    'CRM sozlash',
  ],
  digital: [
    'Sayt yaratish',
    'Internet-do‘kon yaratish',
    'Mobil ilova yaratish',
    'Telegram-bot yaratish',
    'Backend ishlab chiqish va API',
    'CRM va ERP tizimlarini ishlab chiqish',
    'UX/UI dizayn',
    'Biznesni avtomatlashtirish',
    'Sun’iy intellekt va ML',
    'DevOps va bulutli infratuzilma',
    'Kiberxavfsizlik',
    'Testlash va QA',
  ],
  actions: {
    marketing: 'Tarifni tanlash',
    digital: 'Loyihani muhokama qilish',
  },
} satisfies BookShape<typeof ru>;
