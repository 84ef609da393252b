import type { BookShape } from 'shared-data/site';
import type ru from './digital-services.ru';

/** The digital studio's services in Uzbek, by service id. Technology and brand names stay as they are. */
export default {
  services: {
    'web-development': {
      title: 'Veb-ishlab chiqish',
      subtitle: 'Saytlar va veb-ilovalar',
      description:
        'React va Node.js asosidagi korporativ saytlar, internet-do‘konlar va murakkab veb-ilovalar.',
      features: ['Adaptiv verstka', 'SEO-optimallashtirish', 'Admin-panel', 'Yuqori yuklanish tezligi'],
    },
    'mobile-development': {
      title: 'Mobil ilovalar',
      subtitle: 'iOS va Android',
      description: 'App Store va Google Play do‘konlariga joylanadigan native va krossplatforma ilovalar.',
      features: [
        'React Native va Flutter',
        'Push-bildirishnomalar',
        'Ilova ichida to‘lov',
        'Internetsiz ishlash',
      ],
    },
    bots: {
      title: 'Chat-botlar',
      subtitle: 'Telegram va WhatsApp',
      description:
        'Sotuv, qabulga yozish va mijozlarni qo‘llab-quvvatlash uchun botlar, to‘lov qabul qiladigan Telegram Mini Apps.',
      features: [
        'Buyurtma va to‘lovlarni qabul qilish',
        'CRM bilan integratsiya',
        'Xabar tarqatish',
        'Statistika',
      ],
    },
    backend: {
      title: 'Backend ishlab chiqish',
      subtitle: 'Serverlar va API',
      description: 'Veb va mobil ilovalar uchun ishonchli server qismi, ma’lumotlar bazalari va API.',
      features: ['Node.js va Python', 'PostgreSQL va MongoDB', 'Redis navbatlari va keshi', 'API hujjatlari'],
    },
    'ux-ui': {
      title: 'UX/UI dizayn',
      subtitle: 'Sotadigan interfeyslar',
      description:
        'Veb va mobil ilovalar uchun foydalanuvchilarni o‘rganish, prototiplar va interfeys dizayni.',
      features: [
        'Auditoriyani o‘rganish',
        'Figma’da prototiplar',
        'Dizayn-tizim',
        'Foydalanish qulayligi testlari',
      ],
    },
    cybersecurity: {
      title: 'Kiberxavfsizlik',
      subtitle: 'Ma’lumotlar va tizimlar himoyasi',
      description: 'Xavfsizlik auditi, penetratsion testlash va infratuzilmani himoya qilish.',
      features: ['Kod auditi', 'Pentest', 'Ma’lumotlarni shifrlash', 'DDoS hujumlaridan himoya'],
    },
    devops: {
      title: 'DevOps',
      subtitle: 'Infratuzilma va avtomatlashtirish',
      description:
        'Servislar barqaror ishlashi uchun bulutli infratuzilma, CI/CD, konteynerlar va monitoring.',
      features: ['Docker va Kubernetes', 'CI/CD', 'AWS', 'Monitoring 24/7'],
    },
    'analytics-bi': {
      title: 'Analitika va BI',
      subtitle: 'Qarorlar uchun ma’lumotlar',
      description: 'Barcha tizimlardan ma’lumot yig‘ish, rahbarlar uchun dashbordlar va hisobotlar.',
      features: ['BI-dashbordlar', 'Ma’lumotlar ombori', 'Reklamadan sotuvgacha analitika', 'Prognozlar'],
    },
    'ai-ml': {
      title: 'AI va mashinaviy o‘qitish',
      subtitle: 'Aqlli avtomatlashtirish',
      description: 'AI-assistentlar, tavsiyalar tizimlari, tasvirlarni tanib olish va prognozlar.',
      features: ['AI-assistentlar', 'TensorFlow', 'Kompyuter ko‘rishi', 'Talab prognozi'],
    },
    'crm-erp': {
      title: 'CRM va ERP tizimlari',
      subtitle: 'Biznesni avtomatlashtirish',
      description:
        'O‘zingizning CRM va ERP tizimlaringiz yoki tayyor tizimlarni jarayonlaringizga moslab joriy etish.',
      features: ['Mijozlar va bitimlar hisobi', 'Ombor va xaridlar', '1C bilan integratsiya', 'Hisobotlar'],
    },
    'api-integration': {
      title: 'API va integratsiyalar',
      subtitle: 'Tizimlaringiz o‘rtasida aloqa',
      description: 'To‘lov tizimlari, marketpleyslar, CRM va istalgan tashqi servislarni ulash.',
      features: ['Payme, Click, Uzum', 'Marketpleyslar', 'amoCRM va Bitrix24', 'Webhooks'],
    },
    'qa-testing': {
      title: 'Testlash va QA',
      subtitle: 'Kutilmagan muammolarsiz sifat',
      description: 'Qo‘lda va avtomatik testlash, yuklama testlari va relizlar sifatini nazorat qilish.',
      features: ['Qo‘lda testlash', 'Avtotestlar', 'Yuklama testlari', 'Xatolar haqida hisobotlar'],
    },
  },
} satisfies BookShape<typeof ru>;
