import type { BookShape } from 'shared-data/site';
import type ru from './form-options.ru';

/**
 * The forms' option labels in Uzbek, by each option's value. A budget's limit comes formatted («5 000 000
 * so‘m»), and the Uzbek suffix joins it («5 000 000 so‘mgacha»).
 */
export default {
  landingServices: {
    'targeted-ads': 'Target reklama',
    smm: 'SMM va kontent-marketing',
    seo: 'SEO xizmatlari',
    'web-development': 'Veb-ishlab chiqish',
    'mobile-apps': 'Mobil ilovalar',
    automation: 'Biznesni avtomatlashtirish',
    crm: 'CRM tizimlari',
    branding: 'Brending va dizayn',
    other: 'Boshqa',
  },
  preferredTimes: {
    morning: 'Ertalab (9:00 - 12:00)',
    day: 'Kunduzi (12:00 - 15:00)',
    evening: 'Kechga yaqin (15:00 - 18:00)',
    flexible: 'Istalgan vaqtda',
  },
  budgets: {
    upTo: (max: string) => `${max}gacha`,
    over: (min: string) => `${min}dan ortiq`,
    individual: 'Alohida kelishib olamiz',
  },
  consultationMeetingFormats: {
    online: 'Onlayn (videoqo‘ng‘iroq)',
    office: 'Ofisimizda',
    phone: 'Telefon orqali',
  },
  customPlanMeetingFormats: {
    online: 'Onlayn uchrashuv (videoqo‘ng‘iroq)',
    office: 'Ofisda uchrashuv',
    phone: 'Telefon qo‘ng‘irog‘i',
    messenger: 'Messenjerda yozishish',
  },
  digitalMeetingFormats: {
    online: 'Onlayn (videoqo‘ng‘iroq)',
    office: 'Ofisimizda',
    'client-office': 'Sizning ofisingizda',
    phone: 'Telefon orqali',
  },
  experience: {
    'no-experience': 'Endi boshlayapman',
    'less-1-year': 'Bir yildan kam',
    '1-3-years': '1–3 yil',
    '3-5-years': '3–5 yil',
    'more-5-years': '5 yildan ortiq',
  },
} satisfies BookShape<typeof ru>;
