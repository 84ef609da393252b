import type { BookShape } from 'shared-data/site';
import type ruAdvantages from './advantages.ru';

/** The advantage cards of /why-choose-us in Uzbek, by card id. */
export default {
  experience: {
    title: 'O‘zbekiston bozorida tajriba',
    description:
      'Uch yildan beri Toshkent va viloyatlar biznesi bilan ishlaymiz, mahalliy auditoriya, platformalar va talabning mavsumiyligini yaxshi bilamiz.',
  },
  'full-cycle': {
    title: 'Xizmatlarning to‘liq sikli',
    description:
      'Marketing, dizayn, reklama, saytlar, mobil ilovalar va avtomatlashtirish — barchasi bitta agentlikda.',
  },
  results: {
    title: 'Natijaga yo‘naltirilgan ish',
    description:
      'Qamrov uchun emas, ariza va sotuv uchun ishlaymiz: KPI belgilaymiz va har oy ular bo‘yicha hisobot beramiz.',
  },
  team: {
    title: 'Professionallar jamoasi',
    description:
      'Tajribasi va keyslari tasdiqlangan marketologlar, targetologlar, dizaynerlar, kopirayterlar va dasturchilar.',
  },
  transparency: {
    title: 'Shaffof hisobotlar',
    description:
      'Reklama kabinetlariga kirish huquqi, tushunarli hisobotlar va ish natijalari bo‘yicha muntazam qo‘ng‘iroqlar.',
  },
  'ai-tools': {
    title: 'Zamonaviy AI-vositalar',
    description:
      'AI yordamida auditoriya tahlili, kontent tayyorlash va kreativlarni sinashni tezlashtiramiz.',
  },
  'fast-start': {
    title: 'Tez boshlaymiz',
    description: (hours: number, days: number) =>
      `Shartnoma imzolangandan keyin ${hours} soat ichida ishni boshlaymiz, ilk natijalar — ${days} kunda.`,
  },
  'individual-strategy': {
    title: 'Individual strategiya',
    description:
      'Har bir strategiyani tayyor shablonlarsiz — sohangiz, raqobatchilaringiz va maqsadlaringiz tahlili asosida quramiz.',
  },
  'payment-after-contract': {
    title: 'To‘lov shartnomadan keyin',
    description:
      'Ishlar hajmi, muddatlar va kafolatlarni shartnomada qayd etamiz — to‘lov faqat u imzolangandan keyin.',
  },
  support: {
    title: '24/7 qo‘llab-quvvatlash',
    description: 'Shaxsiy menejeringiz Telegramda va telefon orqali doim aloqada, dam olish kunlari ham.',
  },
  guarantees: {
    title: 'Sotuvlar o‘sishi kafolati',
    description: 'Yuqori tariflarda sotuvlar o‘sishini kafolatlaymiz va buni shartnomada qayd etamiz.',
  },
  'flexible-pricing': {
    title: 'Moslashuvchan tariflar',
    description:
      'Har qanday byudjet uchun tayyor paketlar va faqat kerakli xizmatlarni o‘zingiz tanlaydigan konstruktor.',
  },
} satisfies BookShape<typeof ruAdvantages>;
