import type { BookShape } from 'shared-data/site';
import type ruMarketingCalculator from './marketing-calculator.ru';

/** The calculator's texts in Uzbek. A unit is one, as after a count («12 ta post» — «/ post»). */
export default {
  categories: {
    design: 'Dizayn',
    content: 'Kontent',
    smm: 'SMM',
    copywriting: 'Kopirayting',
    analytics: 'Analitika',
    automation: 'Avtomatlashtirish',
    advertising: 'Reklama',
    seo: 'SEO',
    web: 'Veb',
    email: 'Email',
    video: 'Video',
    marketing: 'Marketing',
    support: 'Loyihani olib borish',
    consultations: 'Konsultatsiyalar',
    extra: 'Qo‘shimcha',
  },
  /** What one unit of a service is, where it is priced per unit (`/ шт.`). */
  units: {
    piece: 'dona',
    post: 'post',
    month: 'oy',
    platform: 'platforma',
    mailing: 'xabarnoma',
    hour: 'soat',
    language: 'til',
  },
  services: {
    'logo-design': {
      name: 'Logotip dizayni',
      description:
        'Logotipning uchta konsepsiyasi, tanlangan variantni takomillashtirish va barcha formatdagi manba fayllar.',
    },
    'brand-identity': {
      name: 'Firma uslubi',
      description:
        'Yagona uslubdagi ranglar, shriftlar, vizitkalar, blankalar va ijtimoiy tarmoqlar uchun shablonlar.',
    },
    'brand-book': {
      name: 'Brendbuk',
      description: 'Jamoa va pudratchilar uchun logotip hamda firma uslubidan foydalanish qoidalari.',
    },
    'post-cover': {
      name: 'Post uchun muqova',
      description: 'Profil uslubiga mos post yoki aktual uchun muqova dizayni.',
    },
    'banner-design': {
      name: 'Reklama banneri',
      description: 'Target reklama uchun bir nechta o‘lchamdagi banner.',
    },
    'basic-post': {
      name: 'Oddiy post',
      description: 'Fotobankdan yoki sizning materiallaringizdan olingan rasm va matnli post.',
    },
    'premium-post': {
      name: 'Premium post',
      description: 'Mualliflik dizayni, slaydlar karuseli va sotuvchi matnli post.',
    },
    stories: {
      name: 'Storis',
      description: 'Interaktiv storis: so‘rovnomalar, savollar, mahsulotga havolalar.',
    },
    'content-plan': {
      name: 'Kontent-reja',
      description: 'Rubrikalar, mavzular va chiqish sanalari ko‘rsatilgan bir oylik nashrlar rejasi.',
    },
    'product-photo': {
      name: 'Mahsulotlarni suratga olish',
      description: 'Oq fonda va interyerda 30 tagacha mahsulotni suratga olish va suratlarga ishlov berish.',
    },
    'platform-setup': {
      name: 'Platformani sozlash',
      description: 'Profil dizayni: sarlavha, avatar, aktuallar, havolalar va aloqa tugmalari.',
    },
    'account-management': {
      name: 'Akkauntni yuritish',
      description: 'Kontent-reja bo‘yicha nashrlar, storislar va auditoriya bilan ishlash.',
    },
    'community-management': {
      name: 'Moderatsiya va javoblar',
      description: 'Ish kuni davomida izoh va xabarlarga javob berish.',
    },
    'post-copy': {
      name: 'Post uchun matn',
      description: 'Harakatga chaqiruv va heshteglar bilan qiziqarli matn.',
    },
    'seo-article': {
      name: 'SEO-maqola',
      description: 'Qidiruv so‘rovlariga moslashtirilgan, 6000 belgigacha bo‘lgan blog maqolasi.',
    },
    'sales-copy': {
      name: 'Sotuvchi matn',
      description: 'AIDA tuzilmasi bo‘yicha lending yoki reklama kampaniyasi uchun matn.',
    },
    'competitor-analysis': {
      name: 'Raqobatchilar tahlili',
      description: 'Beshta raqobatchi tahlili: pozitsiyalash, kontent, reklama va narxlar.',
    },
    'audience-research': {
      name: 'Auditoriyani o‘rganish',
      description: 'Mijozlar portretlari, ularning muammolari va xarid motivlari.',
    },
    'analytics-setup': {
      name: 'Veb-analitikani sozlash',
      description: 'Google Analytics 4, Yandex Metrika va saytdagi maqsadlar.',
    },
    'monthly-report': {
      name: 'Natijalar bo‘yicha hisobot',
      description: 'Ko‘rsatkichlar, xulosalar va tavsiyalar bilan oylik hisobot.',
    },
    'crm-setup': {
      name: 'CRM sozlash',
      description:
        'Sotuv voronkasi, bitim bosqichlari hamda ijtimoiy tarmoqlar va saytdan kelgan arizalarni ulash.',
    },
    'chat-bot': {
      name: 'Telegram uchun chat-bot',
      description:
        'Bot arizalarni qabul qiladi, ko‘p beriladigan savollarga javob beradi va mijozni menejerga uzatadi.',
    },
    'sales-funnel': {
      name: 'Sotuv avtovoronkasi',
      description: 'Birinchi aloqadan xaridgacha avtomatik xabarlar bilan muloqot zanjiri.',
    },
    'targeted-ads': {
      name: 'Target reklama',
      description:
        'Instagram va Facebookda reklamani sozlash va yuritish, reklama byudjeti hisobga kirmaydi.',
    },
    'google-ads': {
      name: 'Google Ads kontekstli reklamasi',
      description: 'Qidiruv kampaniyalari va remarketing, reklama byudjeti hisobga kirmaydi.',
    },
    'yandex-direct': {
      name: 'Yandex Direct',
      description: 'Yandex qidiruvi va reklama tarmog‘i, reklama byudjeti hisobga kirmaydi.',
    },
    'influencer-ads': {
      name: 'Blogerlarda reklama',
      description: 'Blogerlarni tanlash, muzokaralar va reklama chiqishini nazorat qilish.',
    },
    'seo-audit': {
      name: 'Sayt SEO-auditi',
      description: 'Texnik audit, semantika tahlili va tuzatishlar rejasi.',
    },
    'seo-promotion': {
      name: 'SEO-optimallashtirish',
      description:
        'Qidiruvda yuqori o‘rinlarga chiqish uchun sahifalarni optimallashtirish, kontent va havolalar.',
    },
    'landing-page': {
      name: 'Lending',
      description: 'Reklama kampaniyasi uchun ariza formasi bor bir sahifali sayt.',
    },
    website: {
      name: 'Kompaniya sayti',
      description: 'Xizmatlar katalogi va admin-paneli bor ko‘p sahifali sayt.',
    },
    'email-campaign': {
      name: 'Email-xabarnoma',
      description: 'Dizayn va matni tayyorlangan xat, bazangizga yuboriladi.',
    },
    'email-automation': {
      name: 'Avtomatik xatlar zanjiri',
      description: 'Xush kelibsiz xatlari, tashlab ketilgan savat va mijozlarni qayta faollashtirish.',
    },
    reels: {
      name: 'Reels',
      description: 'Qisqa vertikal video uchun ssenariy, suratga olish va montaj.',
    },
    'promo-video': {
      name: 'Reklama roligi',
      description: 'Ssenariy, suratga olish, montaj va musiqa bilan 60 soniyagacha rolik.',
    },
    'motion-design': {
      name: 'Moushn-dizayn',
      description: 'Reklama va ijtimoiy tarmoqlar uchun animatsion grafika.',
    },
    'marketing-strategy': {
      name: 'Marketing strategiyasi',
      description: 'Chorak uchun pozitsiyalash, targ‘ibot kanallari, byudjet va KPI.',
    },
    'marketing-audit': {
      name: 'Marketing auditi',
      description: 'Joriy marketingni baholash va sotuvlarni o‘stirish nuqtalari.',
    },
    'project-support': {
      name: 'Loyihani olib borish',
      description: 'Shaxsiy menejer, haftalik qo‘ng‘iroqlar va vazifalar nazorati.',
    },
    'business-consultation': {
      name: 'Biznes-konsultatsiya',
      description: 'Marketolog bilan biznesingiz tahlili va harakatlar rejasi.',
    },
    'smm-consultation': {
      name: 'SMM bo‘yicha konsultatsiya',
      description: 'Profil, kontent va reklama tahlili hamda tavsiyalar.',
    },
    'extra-language': {
      name: 'Qo‘shimcha til',
      description: 'Kontentni o‘zbek yoki ingliz tiliga tarjima qilish va moslashtirish.',
    },
    'urgent-delivery': {
      name: 'Shoshilinch bajarish',
      description: 'Ishlarni navbatsiz, 24 soat ichida boshlaymiz.',
    },
  },
} satisfies BookShape<typeof ruMarketingCalculator>;
