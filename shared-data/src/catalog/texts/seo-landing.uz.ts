import type { BookShape } from 'shared-data/site';
import type ru from './seo-landing.ru';

/** The SEO landing's Uzbek page texts: headlines by path, reasons and offers by id. */
export default {
  headlines: {
    '/seo-landing': {
      heading: 'Toshkentda biznesingiz uchun kompleks marketing',
      lead: 'SMM, SEO, saytlar va ilovalar — bitta jamoadan: mijozlar olib kelamiz va natija uchun shartnoma asosida javob beramiz.',
    },
    '/smm-services-tashkent': {
      heading: 'Toshkentda SMM xizmatlari',
      lead: 'Biznesingizning Instagram va Telegram sahifalarini yuritamiz: sotadigan kontent va ariza olib keladigan reklama.',
    },
    '/seo-promotion-uzbekistan': {
      heading: 'O‘zbekistonda saytlarni SEO orqali TOPga chiqarish',
      lead: 'Saytingizni Google va Yandex TOPiga faqat trafik emas, mijoz olib keladigan so‘rovlar bo‘yicha chiqaramiz.',
    },
    '/website-development-tashkent': {
      heading: 'Toshkentda sayt yaratish',
      lead: 'Tashrif buyuruvchilarni arizaga aylantiradigan landing sahifalar, kompaniya saytlari va internet-do‘konlar.',
    },
    '/mobile-apps-uzbekistan': {
      heading: 'O‘zbekistonda biznes uchun mobil ilovalar',
      lead: 'iOS va Android uchun ilovalarni loyihalaymiz, ishlab chiqamiz va do‘konlarga joylaymiz — g‘oyadan ilk foydalanuvchilargacha.',
    },
  },
  reasons: {
    'local-market': {
      label: 'O‘zbekiston bozorini bilamiz',
      description:
        'Toshkent va viloyatlardagi biznes bilan ishlaymiz, mijozlaringizni qayerda va qanday izlashni bilamiz.',
    },
    'fast-start': {
      label: 'Tez boshlaymiz',
      description: (startWithin: string, firstResults: string) =>
        `Shartnomadan so‘ng ${startWithin} ichida ishni boshlaymiz, ilk natijalar — ${firstResults} ichida.`,
    },
    'top-three': {
      label: 'Qidiruvda yuqori o‘rinlar',
      description: 'Saytlarni 3–6 oyda qidiruv natijalarining TOP-3 qatoriga chiqaramiz.',
    },
    transparency: {
      label: 'Shaffof hisobotlar',
      description:
        'Reklama kabinetlariga kirish huquqi hamda arizalar va sotuvlar bo‘yicha tushunarli hisobotlar.',
    },
  },
  offers: {
    smm: {
      title: 'SMM xizmatlari',
      description: 'Instagram va Telegram sahifalarini yuritish, kontent va target reklama.',
      features: ['Kontent-reja va postlar', 'Reels va storislar', 'Target reklama', 'Oylik hisobot'],
    },
    seo: {
      title: 'SEO xizmatlari',
      description: 'Mijozlaringiz so‘rovlari bo‘yicha saytning Google va Yandexdagi o‘rinlarini oshirish.',
      features: [
        'Texnik audit',
        'Semantik yadro',
        'Sahifalarni optimallashtirish',
        'O‘rinlar va trafik o‘sishi',
      ],
    },
  },
} satisfies BookShape<typeof ru>;
