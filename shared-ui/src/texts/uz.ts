import { type BookShape, formatCalendarDay } from 'shared-data/site';
import type ruBook from './ru';

/** The free consultation the call-to-action cards offer, in one sentence. */
const consultationOffer = (minutes: number) =>
  `${minutes} daqiqalik bepul konsultatsiya: biznesingizni tahlil qilamiz va marketing rejasini taklif qilamiz.`;

/** shared-ui's Uzbek texts (Latin script; o‘ and g‘ with U+2018, the tutuq belgisi with U+2019). */
export default {
  copy: {
    success: { title: 'Nusxa olindi!', description: 'Ma’lumotlar almashish buferiga nusxalandi' },
    failure: { title: 'Nusxa olinmadi', description: 'Ma’lumotlarni nusxalab bo‘lmadi' },
    copy: (label: string) => `Nusxa olish: ${label}`,
    copied: (label: string) => `Nusxa olindi: ${label}`,
  },
  loadFailure: {
    retry: 'Qayta urinish',
    retrying: 'Yuklanmoqda...',
    failedAgain: 'Yana yuklab bo‘lmadi. Birozdan keyin qayta urinib ko‘ring.',
  },
  dialog: { close: 'Yopish' },
  newTab: '(yangi oynada ochiladi)',
  skipLink: 'Asosiy mazmunga o‘tish',
  toast: { region: 'Bildirishnomalar', close: 'Bildirishnomani yopish' },
  price: {
    oldPrice: 'Eski narx',
    newPrice: 'Yangi narx',
    discount: 'Chegirma',
    // Uzbek says where a price starts with a suffix after the amount (… so‘mdan).
    from: (money: string) => `${money}dan`,
    perMonth: '/oy',
    saving: (money: string) => `${money} tejaysiz`,
  },
  countdown: {
    label: 'Aksiya',
    until: 'Aksiya tugashiga:',
    // A noun after a number stays singular in Uzbek: one word for every count.
    units: {
      days: { one: 'kun', few: 'kun', many: 'kun' },
      hours: { one: 'soat', few: 'soat', many: 'soat' },
      minutes: { one: 'daqiqa', few: 'daqiqa', many: 'daqiqa' },
      seconds: { one: 'soniya', few: 'soniya', many: 'soniya' },
    },
  },
  carousel: {
    slide: (position: number, total: number) => `${position}-slayd, jami ${total} ta`,
    previous: 'Oldingi slayd',
    next: 'Keyingi slayd',
    dots: 'Slaydni tanlash',
    dot: (position: number) => `${position}-slayd`,
    start: 'Aylantirishni boshlash',
    stop: 'Aylantirishni to‘xtatish',
  },
  menu: {
    button: 'Menyu',
    marketing: 'Asosiy menyu',
    digital: 'Digital Agency menyusi',
  },
  navigation: {
    marketingHeader: [
      'Biz haqimizda',
      'Tariflar',
      'Xizmatlar',
      'Nega biz',
      'Digital Agency',
      'Aloqa',
      'Ambassador',
    ],
    marketingAction: 'Konsultatsiya',
    digitalHeader: ['Xizmatlar', 'Loyihalar', 'Paketlar', 'Aloqa', 'Marketing Agency'],
    digitalAction: 'Loyihaga buyurtma berish',
    marketingFooter: ['Biz haqimizda', 'Xizmatlar', 'Tariflar', 'Nega biz', 'Aloqa', 'Ambassador'],
    digitalFooter: ['Bosh sahifa', 'Xizmatlar', 'Nega biz', 'Paketlar', 'Aloqa', 'Marketing Agency'],
    privacy: 'Maxfiylik siyosati',
  },
  footer: { sections: 'Bo‘limlar', services: 'Xizmatlar', contacts: 'Aloqa' },
  appCrash: {
    title: 'Xatolik yuz berdi',
    text: 'Bo‘limni ko‘rsatib bo‘lmadi. Sahifani yangilang yoki bosh sahifaga qayting.',
    reload: 'Sahifani yangilash',
    home: 'Bosh sahifaga',
  },
  appLoadFailed: {
    title: 'Bo‘lim vaqtincha ishlamayapti',
    message: (section: string) =>
      `«${section}» bo‘limini yuklab bo‘lmadi. Internet aloqasini tekshiring va qayta urinib ko‘ring.`,
    failedAgain: 'Bo‘lim hali ham ishlamayapti. Birozdan keyin qayta urinib ko‘ring.',
    sections: {
      'marketing-app': 'Marketing agentligi',
      'digital-app': 'Digital-studiya',
      'ambassador-app': 'Ambassadorlar dasturi',
      'admin-app': 'Jamoa kabineti',
    },
  },
  ctaCard: {
    consultation: {
      title: 'Bepul konsultatsiya oling',
      description: (minutes: number) => consultationOffer(minutes),
    },
    pricing: {
      title: 'O‘zingizga mos tarifni tanlang',
      description:
        'Narxi oldindan ma’lum tayyor marketing paketlari yoki konstruktorda yig‘iladigan individual tarif.',
    },
    both: {
      title: 'Savdoni oshirishga tayyormisiz?',
      description: (minutes: number) =>
        `${consultationOffer(minutes)} Yoki hoziroq o‘zingizga mos tarifni tanlang.`,
    },
    consultationButton: 'Konsultatsiya olish',
    pricingButton: 'Tariflarni ko‘rish',
  },
  floatingCall: { label: 'Tezkor aloqa', call: (phone: string) => `Qo‘ng‘iroq qilish: ${phone}` },
  fields: {
    name: 'Ism',
    email: 'Elektron pochta',
    phone: 'Telefon',
    company: 'Kompaniya',
    optional: 'Ixtiyoriy',
    comments: 'Izoh',
    service: 'Sizni qiziqtirgan xizmat',
    message: 'Xabar',
    preferredTime: 'Bog‘lanish uchun qulay vaqt',
    budget: 'Byudjet',
    consultationDate: 'Konsultatsiya uchun qulay sana',
    meetingFormat: 'Uchrashuv formati',
    companyActivity: 'Faoliyat sohasi',
    experienceYears: 'Biznesdagi tajriba',
    aboutYou: 'O‘zingiz va biznesingiz haqida so‘zlab bering',
    promoCode: 'Promokod',
  },
  select: { placeholder: 'Variantni tanlang' },
  dateField: {
    placeholder: 'Sanani tanlang',
    day: (date: Date) => formatCalendarDay(date, 'uz'),
    clear: 'Tozalash',
    clearField: (label: string) => `Tozalash: ${label}`,
    calendar: (label: string) => `Kalendar: ${label}`,
    loading: 'Kalendar yuklanmoqda…',
    failed: 'Kalendarni yuklab bo‘lmadi. Internet aloqasini tekshiring va uni qayta oching.',
    previousMonth: 'Oldingi oyga o‘tish',
    nextMonth: 'Keyingi oyga o‘tish',
  },
  selection: { total: 'Jami' },
  quantity: {
    field: (item: string) => `Soni: ${item}`,
    decrease: (item: string) => `Sonini kamaytirish: ${item}`,
    increase: (item: string) => `Sonini ko‘paytirish: ${item}`,
  },
  formKitFailure: {
    message: 'Formani yuklab bo‘lmadi. Internet aloqasini tekshiring va qayta urinib ko‘ring.',
    close: 'Yopish',
  },
  constructorForm: {
    submit: 'Ariza yuborish',
    sending: 'Yuborilmoqda...',
    nextSteps: 'Keyingi qadamlar',
    contacts: 'Aloqa ma’lumotlari',
    business: 'Biznesingiz haqida',
    meeting: 'Uchrashuv',
  },
  consultationDialog: {
    title: 'Bepul konsultatsiya olish',
    description:
      'Aloqa ma’lumotlaringizni qoldiring, konsultatsiya uchun sizga qulay vaqtni kelishib olamiz.',
    submit: 'Ariza yuborish',
    sending: 'Yuborilmoqda...',
  },
  consultationSection: {
    title: 'Bepul konsultatsiya oling',
    formTitle: 'Konsultatsiyaga yozilish',
    submit: 'Konsultatsiyaga yozilish',
    sending: 'Ariza yuborilmoqda...',
  },
  planOrder: {
    offerKind: 'tarif',
    // The name comes first and the kind takes the dative ending: «STARTER tarifiga ariza». Both kinds the site
    // names (tarif, paket) end in a consonant, so they take «-iga».
    title: (kind: string, name: string) => `${name} ${kind}iga ariza`,
    description:
      'Aloqa ma’lumotlaringizni qoldiring — buyurtmani tasdiqlash uchun siz bilan bog‘lanamiz. To‘lov shartnoma imzolangandan keyin amalga oshiriladi.',
    chosen: (kind: string) => `Tanlangan ${kind}`,
    form: 'Ariza uchun ma’lumotlar',
    submit: 'Ariza yuborish',
    sending: 'Yuborilmoqda...',
    configure: 'Tarifni sozlash',
    configureNote:
      'Konstruktor narxi tanlangan xizmatlarga bog‘liq: keraklilarini belgilang, aniq narxni biz hisoblab beramiz.',
  },
  promoQuote: {
    checking: 'Promokod tekshirilmoqda…',
    applied: (percent: number) => `Promokod amal qiladi: ${percent}% chegirma`,
    discount: 'Chegirma',
    final: 'To‘lov uchun jami',
    invalid: (percent: number) =>
      `Promokod topilmadi — ${percent}% chegirma qo‘llanilmaydi. Kodni ambassadoringizdan qayta so‘rang.`,
    unavailable: 'Promokodni hozir tekshirib bo‘lmadi — arizani ko‘rib chiqishda uni tekshiramiz.',
  },
} satisfies BookShape<typeof ruBook>;
