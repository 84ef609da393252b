import { digitalConstructorSavingsPercent, packDiscountBadgePercent } from 'shared-data/catalog';
import type { BookShape } from 'shared-data/site';
import type ruBook from './ru';

/** The development studio's Uzbek texts (Latin script; o‘ and g‘ with U+2018, the tutuq belgisi with U+2019). */
export default {
  hero: {
    title: 'Biznesingiz uchun sayt, ilova va bot yaratish',
    lead: 'Toshkentdagi to‘liq siklli digital-studiya: veb-servislar, mobil ilovalar, Telegram-botlar va CRM-tizimlarni loyihalaymiz, ishlab chiqamiz va ishga tushiramiz. Narx shartnomada qat’iy belgilanadi, relizdan keyin ham qo‘llab-quvvatlaymiz.',
    discuss: 'Loyihani muhokama qilish',
    seePacks: 'Paketlarni ko‘rish',
    fromPrice: (price: string) => `Loyihalar narxi ${price}dan boshlanadi`,
    figures: 'Studiya raqamlarda',
  },
  whyUs: {
    title: 'Nega mijozlar bizning studiyani tanlaydi',
    lead: 'Mahsulotning butun yo‘lini — g‘oyadan ishga tushirish va qo‘llab-quvvatlashgacha — o‘z zimmamizga olamiz.',
  },
  stats: {
    title: 'Agentlik raqamlarda',
  },
  packs: {
    title: 'Ishlab chiqish paketlari',
    lead: `${packDiscountBadgePercent}% chegirmali tayyor kompleks yechimlar yoki konstruktorda alohida modullardan yig‘iladigan loyiha. To‘lov shartnoma imzolangandan keyin.`,
    popular: 'Ommabop',
    savings: `${digitalConstructorSavingsPercent}% gacha tejash`,
    featuresLabel: (name: string) => `${name} tarkibiga nimalar kiradi`,
    offerKind: 'paket',
    choose: 'Paketni tanlash',
    chooseLabel: (name: string) => `${name} paketini tanlash`,
    build: 'Loyihani yig‘ish',
  },
  constructorDialog: {
    title: 'Digital-loyiha konstruktori',
    description:
      'Kerakli modullarni va ularning sonini qo‘shing — loyiha narxi darhol hisoblanadi. To‘lov shartnoma imzolangandan keyin.',
    items: 'Loyiha modullari',
    pickFirst: 'Ariza qoldirish uchun kamida bitta modul qo‘shing.',
    nextSteps: (hours: number) =>
      `Ariza qoldirganingizdan so‘ng ${hours} soat ichida siz bilan bog‘lanamiz: texnik mutaxassis vazifa va muddatlarni aniqlashtiradi hamda shartnoma tayyorlaydi.`,
    count: 'Modullar soni',
    total: 'Jami',
    about: 'Loyiha tavsifi',
    more: 'Qo‘shimcha',
    comments: 'Izoh',
  },
  projects: {
    title: 'Qanday loyihalarni amalga oshiramiz',
    lead: 'Mijozlarimizning odatiy vazifalari: nima yaratamiz, biznes qanday natijaga erishadi va ishga tushirish qancha vaqt oladi.',
    list: 'Loyihalar',
    built: 'Nima yaratamiz',
    result: 'Natija',
    time: 'Muddat',
    technologies: (project: string) => `Texnologiyalar: ${project}`,
  },
  contact: {
    title: 'Loyihangizni muhokama qilaylik',
    lead: 'Vazifangiz haqida aytib bering — texnik mutaxassis ish hajmini baholaydi, yechim va mos paketni taklif qiladi.',
    consultation: 'Konsultatsiya olish',
    contactsTitle: 'Agentlik kontaktlari',
    phone: 'Telefon',
    writeInTelegram: 'Telegram orqali yozish',
    instagram: 'Instagram sahifamiz',
    address: 'Manzil',
    hours: 'Ish vaqti',
    newTab: ' (yangi varaqda ochiladi)',
  },
  servicesHero: {
    title: 'Ishlab chiqish xizmatlari',
    lead: 'Toshkent va butun O‘zbekiston biznesi uchun saytlar, mobil ilovalar, botlar, CRM va AI-yechimlar: g‘oya va dizayndan tortib ishga tushirish va qo‘llab-quvvatlashgacha.',
    consultation: 'Konsultatsiya olish',
    figures: 'Studiya raqamlarda',
  },
  services: {
    title: 'Ishlab chiqish yo‘nalishlari',
    lead: 'Xizmatni chegirmali tayyor paket tarkibida oling yoki uni taxminiy narxda alohida buyurtma qiling: aniq narxni loyihani baholagandan so‘ng aytamiz.',
  },
  serviceCard: {
    features: (title: string) => `${title} tarkibiga nimalar kiradi`,
    packs: 'Paketlarda mavjud',
    price: 'Narxi',
    choosePack: 'Paketni tanlash',
    choosePackFor: (title: string) => `Paketni tanlash: ${title}`,
    separate: 'Alohida',
    separateFor: (title: string) => `Alohida buyurtma: ${title}`,
  },
  serviceOrder: {
    title: (serviceTitle: string) => `«${serviceTitle}» xizmatiga buyurtma`,
    description:
      'Kontaktlaringizni qoldiring — xizmat, muddat va narxni muhokama qilish uchun siz bilan bog‘lanamiz.',
    form: 'Ariza uchun kontaktlar',
    submit: 'Ariza yuborish',
    sending: 'Yuborilmoqda...',
    message: 'Xabar',
    service: 'Tanlangan xizmat',
    estimate: 'Taxminiy narx',
    packs: 'Ushbu xizmat kiradigan paketlar',
    comparePacks: 'Paketlarni solishtirish',
  },
  technologies: {
    title: 'Texnologiyalar',
    lead: 'Ishonchli va tezkor mahsulotlarni sinalgan texnologiyalar stekida yaratamiz.',
  },
  servicesCta: {
    title: 'Nimadan boshlashni bilmayapsizmi?',
    lead: 'Texnik mutaxassis vazifangizni tahlil qiladi, yechim taklif etadi hamda loyiha muddati va byudjetini baholaydi. Bepul.',
    consultation: 'Texnik konsultatsiya',
    seePacks: 'Paketlarni ko‘rish',
  },
} satisfies BookShape<typeof ruBook>;
