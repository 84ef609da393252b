import type { BookShape } from 'shared-data/site';
import type ru from './discuss-project.ru';

/** The /service page's Uzbek texts, by id. */
export default {
  briefPoints: {
    goal: {
      value: 'Maqsad',
      label: 'Loyiha biznesingizning qaysi vazifasini hal qilishi kerak',
      description:
        'Ko‘proq ariza, sotuvni avtomatlashtirish, yangi mahsulotni ishga tushirish yoki onlaynga chiqish.',
    },
    audience: {
      value: 'Auditoriya',
      label: 'Mijozlaringiz kimlar',
      description: 'Kimga sotasiz, qaysi shaharda va bu odamlar internetda qayerda vaqt o‘tkazadi.',
    },
    scope: {
      value: 'Ish hajmi',
      label: 'Nima qilish kerak',
      description: 'Sayt, ilova, bot, CRM, reklama yoki SMM — hamda hozir sizda nimalar borligi.',
    },
    timing: {
      value: 'Muddat va byudjet',
      label: 'Natija qachon kerak va qancha byudjetga mo‘ljallayapsiz',
      description: 'Hatto taxminiy oraliq ham real reja taklif qilishga yordam beradi.',
    },
  },
  nextSteps: {
    reply: {
      label: 'Siz bilan bog‘lanamiz',
      description: (minutes: number, opens: string, closes: string) =>
        `Ish vaqtida (Du–Ya: ${opens}–${closes}) ${minutes} daqiqa ichida siz bilan bog‘lanamiz.`,
    },
    call: {
      label: 'Vazifani muhokama qilamiz',
      description: 'Bepul konsultatsiya: loyihaning maqsadlari, muddatlari va cheklovlarini aniqlashtiramiz.',
    },
    proposal: {
      label: 'Taklif tayyorlaymiz',
      description:
        'Ishlar rejasi, muddatlar va narxni yuboramiz. To‘lov — faqat shartnoma imzolangandan keyin.',
    },
  },
} satisfies BookShape<typeof ru>;
