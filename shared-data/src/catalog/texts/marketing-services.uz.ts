import type { BookShape } from 'shared-data/site';
import type ruMarketingServices from './marketing-services.ru';

/** The marketing services of /services in Uzbek, by service id. */
export default {
  'targeted-ads': {
    title: 'Target reklama',
    subtitle: 'Instagram va Facebook',
    description:
      'Mijozlaringizni qiziqishlari, yoshi va joylashuviga ko‘ra topamiz hamda ularni Direct va saytingizga olib kelamiz.',
    features: [
      'Auditoriya tahlili',
      'Kreativlar va matnlar',
      'A/B-testlar',
      'Ariza narxini optimallashtirish',
    ],
  },
  smm: {
    title: 'SMM va ijtimoiy tarmoqlarni yuritish',
    subtitle: 'Instagram, Telegram, Facebook',
    description:
      'Brendga ishonchni shakllantiradigan va obunachilarni xaridga yetaklaydigan muntazam kontent.',
    features: ['Kontent-reja', 'Postlar va storislar', 'Profil dizayni', 'Auditoriya bilan ishlash'],
  },
  'content-marketing': {
    title: 'Kontent-marketing',
    subtitle: 'Foydali kontent',
    description:
      'Mijozlar savollariga javob beradigan va ularni xaridga yetaklaydigan maqolalar, postlar va videolar.',
    features: ['Rubrikalar tizimi', 'Ekspert maqolalari', 'Mijozlar keyslari', 'Kontentni tarqatish'],
  },
  reels: {
    title: 'Reels va qisqa videolar',
    subtitle: 'Vertikal format',
    description: 'Qamrov va faollikni oshirish uchun qisqa videolar: ssenariy, suratga olish va montaj.',
    features: ['Ssenariylar', 'Suratga olish', 'Montaj', 'Trenddagi formatlar'],
  },
  'community-management': {
    title: 'Izohlar bilan ishlash',
    subtitle: 'Hamjamiyatni boshqarish',
    description: 'Mijozlarga tez va brend ohangida javob beramiz — birorta ham ariza yo‘qolmaydi.',
    features: ['Directda javob berish', 'Moderatsiya', 'Salbiy fikrlar bilan ishlash', 'Javob skriptlari'],
  },
  'competitor-analysis': {
    title: 'Raqobatchilar tahlili',
    subtitle: 'Bozorni o‘rganish',
    description:
      'Raqobatchilarning pozitsiyalashi, reklamasi va narxlarini o‘rganib, sizning ustunliklaringizni topamiz.',
    features: ['Pozitsiyalash', 'Reklama kampaniyalari', 'Kontent', 'Narx siyosati'],
  },
  'photo-production': {
    title: 'Fotoprodakshn',
    subtitle: 'Mahsulot va imidj suratlari',
    description: 'Ijtimoiy tarmoqlar va sayt uchun mahsulotlar, jamoa va makonning professional suratlari.',
    features: [
      'Mahsulotlarni suratga olish',
      'Imidj suratga olish',
      'Retush',
      'Marketpleyslar uchun suratlar',
    ],
  },
  crm: {
    title: 'CRM joriy etish',
    subtitle: 'Birorta ham ariza yo‘qolmaydi',
    description: 'Barcha kanallardan kelgan arizalarni bitta tizimga yig‘amiz va sotuv voronkasini quramiz.',
    features: [
      'amoCRM va Bitrix24',
      'Sotuv voronkasi',
      'Sayt va botlar bilan integratsiya',
      'Menejerlarni o‘qitish',
    ],
  },
  'context-ads': {
    title: 'Kontekstli reklama',
    subtitle: 'Google Ads va Yandex Direct',
    description: 'Reklamangizni mahsulot yoki xizmatingizni allaqachon qidirayotganlarga ko‘rsatamiz.',
    features: ['Semantik yadro', 'Qidiruv kampaniyalari', 'Remarketing', 'Konversiyalar analitikasi'],
  },
  analytics: {
    title: 'Analitika va hisobotlar',
    subtitle: 'Ma’lumotlarga asoslangan qarorlar',
    description: 'Analitikani sozlaymiz va qaysi kanallar sotuv keltirayotganini ko‘rsatamiz.',
    features: ['Google Analytics 4', 'Yandex Metrika', 'Maqsadlar va hodisalar', 'Haftalik hisobotlar'],
  },
  'marketing-strategy': {
    title: 'Marketing strategiyasi',
    subtitle: 'O‘sish rejasi',
    description: 'Keyingi chorak uchun pozitsiyalash, kanallar, byudjet va KPIni belgilaymiz.',
    features: ['Marketing auditi', 'Pozitsiyalash', 'Mediareja', 'KPI'],
  },
  'video-production': {
    title: 'Videoprodakshn',
    subtitle: 'Reklama roliklari',
    description: 'Reklama va imidj roliklarini ishlab chiqarishning to‘liq sikli.',
    features: ['Ssenariy', 'Suratga olish guruhi', 'Montaj va rang korreksiyasi', 'Moushn-dizayn'],
  },
  seo: {
    title: 'SEO-optimallashtirish',
    subtitle: 'Google va Yandex',
    description:
      'Saytingizni mijoz keltiradigan so‘rovlar bo‘yicha qidiruvning yuqori o‘rinlariga olib chiqamiz.',
    features: [
      'Texnik audit',
      'Semantika',
      'Sahifalarni optimallashtirish',
      'Tashqi havolalar bilan ishlash',
    ],
  },
  'email-marketing': {
    title: 'Email-marketing',
    subtitle: 'Xabarnomalar va avtovoronkalar',
    description: 'Xatlar yordamida mijozlarni qaytaramiz va takroriy sotuvlarni oshiramiz.',
    features: ['Xatlar dizayni', 'Bazani segmentlash', 'Avtomatik zanjirlar', 'A/B-testlar'],
  },
  branding: {
    title: 'Brending',
    subtitle: 'Logotip va firma uslubi',
    description: 'Taniqli brend yaratamiz: nom va logotipdan tortib brendbukkacha.',
    features: ['Logotip', 'Firma uslubi', 'Brendbuk', 'Brendli materiallar'],
  },
  'web-development': {
    title: 'Sayt ishlab chiqish',
    subtitle: 'Lendinglar va kompaniya saytlari',
    description: 'Reklamadan kelgan tashrifchilarni arizaga aylantiradigan saytlar.',
    features: ['Prototip', 'Dizayn', 'Adaptiv verstka', 'Analitikani ulash'],
  },
  'influencer-marketing': {
    title: 'Blogerlar bilan ishlash',
    subtitle: 'Influens-marketing',
    description:
      'Jonli auditoriyaga ega blogerlarni tanlaymiz va reklama joylashtirish natijasini nazorat qilamiz.',
    features: ['Blogerlarni tanlash', 'Muzokaralar', 'Texnik topshiriq', 'Qamrov bo‘yicha hisobot'],
  },
  'chat-bots': {
    title: 'Sotuv uchun chat-botlar',
    subtitle: 'Sotuvni avtomatlashtirish',
    description: 'Telegramdagi bot arizalarni qabul qiladi va mijozlarga kecha-kunduz javob beradi.',
    features: [
      'Dialog ssenariylari',
      'Arizalarni qabul qilish',
      'CRM bilan integratsiya',
      'Xabarnomalar yuborish',
    ],
  },
  pr: {
    title: 'PR va obro‘',
    subtitle: 'Nashrlar va sharhlar',
    description: 'OAVda nashrlar, sharhlar va brendning internetdagi obro‘si bilan ishlash.',
    features: ['OAVda nashrlar', 'Tilga olinishlar monitoringi', 'Sharhlar bilan ishlash', 'Press-relizlar'],
  },
  'marketing-consulting': {
    title: 'Marketing konsaltingi',
    subtitle: 'So‘rov bo‘yicha ekspertiza',
    description: 'Har qanday targ‘ibot masalasi bo‘yicha marketologdan soatbay konsultatsiyalar.',
    features: [
      'Biznesni tahlil qilish',
      'Savollarga javoblar',
      'Harakatlar rejasi',
      'Byudjet bo‘yicha tavsiyalar',
    ],
  },
} satisfies BookShape<typeof ruMarketingServices>;
