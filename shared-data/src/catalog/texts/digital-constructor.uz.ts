import type { BookShape } from 'shared-data/site';
import type ru from './digital-constructor.ru';

/**
 * The digital constructor's Uzbek texts: its categories, its modules by id and the units an item is priced
 * per.
 */
export default {
  categories: {
    frontend: 'Frontend',
    backend: 'Backend',
    mobile: 'Mobil ilovalar',
    bots: 'Botlar',
    ecommerce: 'E-commerce',
    crm: 'CRM va ERP',
    design: 'Dizayn',
    devops: 'DevOps',
    analytics: 'Analitika',
    'ai-ml': 'AI/ML',
    security: 'Xavfsizlik',
    integration: 'Integratsiyalar',
    support: 'Qo‘llab-quvvatlash',
    testing: 'Testlash',
  },
  units: {
    month: 'oy',
    hour: 'soat',
  },
  items: {
    'landing-page': {
      name: 'Landing sahifa',
      description: 'Ariza formasiga ega, barcha qurilmalarga moslashgan sotuvchi sahifa.',
    },
    'corporate-site': {
      name: 'Korporativ sayt',
      description: 'Admin-panel va blogga ega ko‘p sahifali kompaniya sayti.',
    },
    'react-app': {
      name: 'React asosidagi veb-ilova',
      description: 'Shaxsiy kabinet va murakkab formalarga ega bir sahifali ilova.',
    },
    'admin-panel': {
      name: 'Boshqaruv paneli',
      description: 'Kontent, buyurtmalar va foydalanuvchilarni boshqarish.',
    },
    pwa: {
      name: 'Progressiv veb-ilova (PWA)',
      description: 'Internetsiz ishlash, telefonga o‘rnatish va push-bildirishnomalar.',
    },
    multilingual: {
      name: 'Ko‘p tilli versiya',
      description: 'Saytning rus, o‘zbek va ingliz tillaridagi versiyalari.',
    },
    'rest-api': {
      name: 'REST API',
      description: 'Node.js yoki Python asosidagi server qismi va uning hujjatlari.',
    },
    'database-design': {
      name: 'Ma’lumotlar bazasini loyihalash',
      description: 'PostgreSQL yoki MongoDB uchun ma’lumotlar sxemasi va migratsiyalar.',
    },
    'auth-system': {
      name: 'Avtorizatsiya va rollar',
      description: 'Telefon yoki email orqali kirish, xodimlar uchun kirish huquqlari.',
    },
    microservice: {
      name: 'Mikroservis',
      description: 'Vazifalar navbati va masshtablash imkoniga ega alohida servis.',
    },
    realtime: {
      name: 'Real vaqtdagi yangilanishlar',
      description: 'WebSocket orqali chatlar, bildirishnomalar va holatlar.',
    },
    'file-storage': {
      name: 'Fayllar ombori',
      description: 'Rasm va hujjatlarni yuklash, siqish va tarqatish.',
    },
    'ios-app': {
      name: 'iOS uchun ilova',
      description: 'iPhone uchun Swift tilidagi native ilova.',
    },
    'android-app': {
      name: 'Android uchun ilova',
      description: 'Kotlin tilidagi native ilova.',
    },
    'cross-platform-app': {
      name: 'Krossplatforma ilova',
      description: 'React Native yoki Flutter asosida iOS va Android uchun bitta ilova.',
    },
    'push-notifications': {
      name: 'Push-bildirishnomalar',
      description: 'Ilova ichida xabar tarqatish va servis bildirishnomalari.',
    },
    'store-publishing': {
      name: 'Ilovalar do‘konlariga joylash',
      description: 'App Store va Google Play uchun tayyorlash va joylash.',
    },
    'telegram-bot': {
      name: 'Telegram-bot',
      description: 'Arizalar, qabulga yozish va ko‘p beriladigan savollarga javob berish uchun bot.',
    },
    'telegram-payments-bot': {
      name: 'To‘lov qabul qiladigan Telegram-bot',
      description: 'Katalog, savat va Payme hamda Click orqali to‘lov — to‘g‘ridan-to‘g‘ri botning o‘zida.',
    },
    'whatsapp-bot': {
      name: 'WhatsApp-bot',
      description: 'WhatsApp Business API orqali avtojavoblar va buyurtma qabul qilish.',
    },
    'telegram-mini-app': {
      name: 'Telegram Mini App',
      description: 'Telegram ichidagi to‘laqonli veb-ilova.',
    },
    'online-store': {
      name: 'Internet-do‘kon',
      description: 'Katalog, savat, to‘lov, yetkazib berish va buyurtmalarni boshqarish.',
    },
    'product-catalog': {
      name: 'Mahsulotlar katalogi',
      description: 'Filtrlar, qidiruv va variantli mahsulot kartochkalari.',
    },
    checkout: {
      name: 'Savat va buyurtmani rasmiylashtirish',
      description: 'Bir qadamda rasmiylashtirish, promokodlar va yetkazib berish usulini tanlash.',
    },
    'marketplace-integration': {
      name: 'Marketpleyslar bilan integratsiya',
      description: 'Mahsulot va buyurtmalarni Uzum Market hamda Wildberries platformalariga yuklash.',
    },
    'crm-system': {
      name: 'CRM-tizim',
      description: 'O‘zingizning CRM tizimingiz: mijozlar, bitimlar, vazifalar va hisobotlar.',
    },
    'erp-system': {
      name: 'ERP-tizim',
      description: 'Ombor, xaridlar, ishlab chiqarish va moliya hisobi — bitta tizimda.',
    },
    'crm-integration': {
      name: 'amoCRM yoki Bitrix24 bilan integratsiya',
      description: 'Sayt va botlardan kelgan arizalarni CRM tizimingizga uzatish.',
    },
    'sales-dashboard': {
      name: 'Sotuv paneli',
      description: 'Sotuv bo‘limi ko‘rsatkichlari real vaqtda.',
    },
    'ui-ux-design': {
      name: 'UI/UX dizayn',
      description: 'Foydalanuvchilarni o‘rganish, barcha ekranlar maketlari va moslashuvchan versiyalar.',
    },
    prototype: {
      name: 'Interaktiv prototip',
      description: 'G‘oyani sinab ko‘rish uchun Figma’da bosiladigan prototip.',
    },
    'design-system': {
      name: 'Dizayn-tizim',
      description: 'Komponentlar kutubxonasi va interfeys qoidalari.',
    },
    'mobile-app-design': {
      name: 'Mobil ilova dizayni',
      description: 'Platformalar qo‘llanmalarini hisobga olgan holda iOS va Android uchun maketlar.',
    },
    'ci-cd': {
      name: 'CI/CD sozlash',
      description: 'Har bir o‘zgarishda avtomatik yig‘ish, testlash va serverga chiqarish.',
    },
    docker: {
      name: 'Docker yordamida konteynerlashtirish',
      description: 'Ishlab chiqish va server uchun bir xil muhit.',
    },
    'cloud-deploy': {
      name: 'Bulutga joylashtirish',
      description: 'AWS yoki mahalliy provayderdagi infratuzilma.',
    },
    kubernetes: {
      name: 'Kubernetes klasteri',
      description: 'Nosozliklarga chidamlilik va avtomatik masshtablash.',
    },
    monitoring: {
      name: 'Monitoring va loglash',
      description: 'Nosozliklar haqida ogohlantirishlar, server jurnallari va metrikalari.',
    },
    'bi-dashboard': {
      name: 'BI-dashbord',
      description: 'Biznesning asosiy ko‘rsatkichlari bitta ekranda.',
    },
    'event-analytics': {
      name: 'Mahsulot analitikasi',
      description: 'Hodisalar, voronkalar va foydalanuvchilar kogortalari.',
    },
    'data-warehouse': {
      name: 'Ma’lumotlar ombori',
      description: 'Hisobot va prognozlar uchun barcha tizimlardan ma’lumot yig‘ish.',
    },
    'ai-assistant': {
      name: 'AI-assistent',
      description: 'Til modeli asosidagi, sizning materiallaringizda o‘qitilgan chat-bot.',
    },
    'ml-model': {
      name: 'Mashinaviy o‘qitish modeli',
      description: 'Talabni prognoz qilish, mijozlar skoringi yoki klassifikatsiya.',
    },
    recommendations: {
      name: 'Tavsiyalar tizimi',
      description: 'Har bir foydalanuvchiga mos mahsulot va kontent tanlovlari.',
    },
    'computer-vision': {
      name: 'Kompyuter ko‘rishi',
      description: 'Foto va videoda hujjatlar, mahsulotlar va yuzlarni tanib olish.',
    },
    'security-audit': {
      name: 'Xavfsizlik auditi',
      description: 'Kod va infratuzilmani tekshirish — hisobot va tavsiyalar bilan.',
    },
    pentest: {
      name: 'Penetratsion testlash (pentest)',
      description: 'Zaifliklarni hujumchi nigohi bilan izlash.',
    },
    'data-protection': {
      name: 'Ma’lumotlarni himoya qilish',
      description: 'Shifrlash, zaxira nusxalar va hujumlardan himoya.',
    },
    'payment-integration': {
      name: 'To‘lov tizimlari',
      description: 'Payme, Click va Uzum tizimlarini ulash.',
    },
    'sms-gateway': {
      name: 'SMS-shlyuz',
      description: 'SMS orqali tasdiqlash kodlari va bildirishnomalar.',
    },
    maps: {
      name: 'Xaritalar va geolokatsiya',
      description: 'Xaritalar, yetkazib berish manzillari va masofani hisoblash.',
    },
    'one-c': {
      name: '1C bilan integratsiya',
      description: 'Mahsulotlar, qoldiqlar va buyurtmalarni 1C bilan almashish.',
    },
    'third-party-api': {
      name: 'Tashqi API bilan integratsiya',
      description: 'Istalgan tashqi servisni API orqali ulash.',
    },
    'monthly-support': {
      name: 'Texnik qo‘llab-quvvatlash',
      description: 'Xatolarni tuzatish, yangilanishlar va zaxira nusxa olish.',
    },
    'technical-consultation': {
      name: 'Texnik konsultatsiya',
      description: 'Vazifa, arxitektura yoki texnologiyalar stekini yetakchi dasturchi bilan tahlil qilish.',
    },
    'content-updates': {
      name: 'Kontentni yangilash',
      description: 'So‘rovingiz bo‘yicha matn, foto va mahsulotlarga tuzatish kiritish.',
    },
    'manual-testing': {
      name: 'Qo‘lda testlash',
      description: 'Ssenariylarni turli qurilma va brauzerlarda tekshirish.',
    },
    'automated-tests': {
      name: 'Avtotestlar',
      description: 'Har bir o‘zgarishda ishga tushadigan modul va end-to-end testlar.',
    },
    'load-testing': {
      name: 'Yuklama testi',
      description: 'Tizim qancha foydalanuvchiga bardosh berishini tekshirish.',
    },
  },
} satisfies BookShape<typeof ru>;
