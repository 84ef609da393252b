import type { BookShape } from 'shared-data/site';
import type ruAbout from './about.ru';

/** The about section's and dialog's texts in Uzbek. */
export default {
  title: 'Biz haqimizda',
  lead: 'Toshkentdagi to‘liq siklli digital-agentlik: mijoz olib keladigan marketing va biznesni avtomatlashtiradigan dasturiy yechimlar.',
  dialogTitle: 'Biz bilan yaqindan tanishing',
  dialogDescription: 'Agentlik tarixi, qadriyatlari va ish yo‘nalishlari.',
  story: {
    history: {
      title: 'Tarix',
      text: 'Agentlik Toshkentdagi restoran va do‘konlarga Instagram va Telegramda mijoz topishda yordam bergan kichik marketologlar jamoasi sifatida ish boshlagan. Mijozlar sayt, bot va CRM so‘ray boshladi — shu tariqa marketing yonida o‘zimizning ishlab chiqish studiyamiz paydo bo‘ldi.',
    },
    mission: {
      title: 'Missiya',
      text: 'Byudjetning har bir so‘mi natija uchun ishlaydigan tushunarli marketing va ishonchli raqamli mahsulotlar orqali O‘zbekiston biznesining o‘sishiga yordam berish.',
    },
    vision: {
      title: 'Istiqbol',
      text: 'Mahalliy biznes o‘sish uchun murojaat qiladigan hamkorga aylanish: birinchi reklama kampaniyasidan tortib o‘z raqamli platformasigacha.',
    },
  },
  achievementsTitle: 'Yutuqlar',
  valuesTitle: 'Qadriyatlar',
  values: {
    innovation: {
      title: 'Innovatsiyalar',
      description:
        'Yangi vositalar va AIni modaga ergashib emas, natijani tezlashtiradigan joyda qo‘llaymiz.',
    },
    quality: {
      title: 'Sifat',
      description:
        'Har bir kampaniya va har bir relizni tekshiramiz, shartnomadagi muddat va ko‘rsatkichlar uchun javob beramiz.',
    },
    partnership: {
      title: 'Hamkorlik',
      description:
        'Ochiq ishlaymiz: kabinetlarga kirish huquqi, muntazam hisobotlar va siz bilan birga qabul qilingan qarorlar.',
    },
  },
  servicesTitle: 'Xizmatlarimiz',
} satisfies BookShape<typeof ruAbout>;
