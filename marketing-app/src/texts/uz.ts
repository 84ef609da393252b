import type { BookShape } from 'shared-data/site';
import type ruBook from './ru';

/**
 * marketing-app's Uzbek texts (Latin script; o‘ and g‘ with U+2018, the tutuq belgisi with U+2019). A noun after a
 * number stays singular («3 ta xizmat», «12 oy»), so the Russian plural helpers have no Uzbek twin.
 */
export default {
  common: {
    priceFrom: (price: string) => `${price}dan`,
    divisionServices: (division: string) => `Xizmatlar: ${division}`,
  },
  homeNav: {
    label: 'Sahifa bo‘limlari',
    sections: {
      choice: 'Yo‘nalish tanlash',
      search: 'Xizmat qidirish',
      comparison: 'Taqqoslash',
      services: 'Xizmatlar',
    },
  },
  divisionChoice: {
    title: 'Marketingmi yoki ishlab chiqishmi — nimadan boshlaymiz?',
    lead: 'Bir agentlik — ikki yo‘nalish: marketing orqali sotuvni oshirish va to‘liq tayyor raqamli mahsulotlar. Biznesingizga nima kerakligini tanlang.',
    listLabel: 'Agentlik yo‘nalishlari',
    highlights: (division: string) => `Yo‘nalishlar: ${division}`,
    timing: (value: string) => `Muddat: ${value}`,
    go: 'O‘tish',
  },
  serviceSearch: {
    title: 'Sizga qanday xizmat kerak?',
    lead: 'Xizmatni toping — agentligimizning qaysi yo‘nalishi u bilan shug‘ullanishini aytib beramiz.',
    label: 'Xizmat nomi',
    placeholder: 'Masalan, target, SEO yoki bot',
    hint: (letters: number) => `Qidiruv ${letters} ta harfdan boshlanadi.`,
    found: (count: number) => `${count} ta xizmat topildi`,
    nothingFound: (query: string) =>
      `«${query}» so‘rovi bo‘yicha hech narsa topilmadi. Boshqa so‘z bilan urinib ko‘ring yoki konsultatsiyada bizdan so‘rang.`,
    nothingFoundLink: 'konsultatsiyada bizdan so‘rang',
    failed: 'Xizmatlarni ko‘rsatib bo‘lmadi. Internet aloqasini tekshiring.',
    retry: 'Qayta urinish',
    results: 'Qidiruv natijalari',
  },
  divisionComparison: {
    title: 'Marketing va ishlab chiqish: farqi nimada',
    lead: 'Yo‘nalishlarni taqqoslang va vazifangizni tezroq hal qiladiganini tanlang.',
    price: 'Narx',
  },
  divisionServices: {
    title: 'Agentlik xizmatlari',
    counts: (marketing: number, digital: number) =>
      `${marketing} ta marketing xizmati va ${digital} ta ishlab chiqish yo‘nalishi.`,
    more: {
      marketing: 'Barcha marketing xizmatlari',
      digital: 'Barcha ishlab chiqish xizmatlari',
    },
  },
  about: {
    more: 'Biz haqimizda batafsil',
    consultation: 'Konsultatsiya olish',
    closeLabel: 'Oynani yopish',
    close: 'Yopish',
  },
  marketingHero: {
    title: 'Biznesingizga mijozlar olib keladigan marketing',
    lead: 'Toshkent va butun O‘zbekistondagi bizneslar uchun target reklama, SMM, SEO va brending. Strategiya, kontent va reklama — boshidan oxirigacha, shaffof hisobotlar bilan.',
    consultation: 'Bepul konsultatsiya olish',
    packs: 'Xizmat paketlarini ko‘rish',
    stats: 'Natijalarimiz',
    more: 'Biz haqimizda batafsil',
  },
  servicesCallToAction: {
    title: (count: number) => `Barcha ${count} ta xizmat bir joyda`,
    lead: 'Har bir xizmatga nimalar kirishi va u qaysi tariflarda mavjudligini ko‘ring.',
    button: 'Barcha xizmatlarni ko‘rish',
  },
  whyUs: {
    title: 'Nega bizni tanlashadi',
    lead: 'Biz postlar soni uchun emas, natija uchun javob beramiz: ishimiz shunga asoslanadi.',
  },
  clients: {
    title: 'Bizga ishonishadi',
    list: 'Mijozlarimiz',
  },
  testimonials: {
    label: 'Mijozlar sharhlari',
    slide: (number: number, total: number) => `${total} ta sharhdan ${number}-si`,
    rating: (rating: number) => `Baho: 5 balldan ${rating}`,
  },
  pricingSection: {
    title: 'Tariflar',
    more: 'Tariflar haqida batafsil',
  },
  plans: {
    choose: 'Tarifni tanlash',
    chooseLabel: (name: string) => `${name} tarifini tanlash`,
    calculate: 'Narxni hisoblash',
    customRequest: 'Individual tarif',
    popular: 'Ommabop',
    discount: (percent: number) => `Barcha tariflarga ${percent}% chegirma`,
    guarantee: (percent: number) => `Sotuv o‘sishi kafolati: +${percent}%`,
    moreFeatures: (count: number) => `Tarifda yana ${count} ta band`,
    featuresLabel: (name: string) => `${name} tarifiga nimalar kiradi`,
    readyTitle: 'Tayyor tariflar',
    readyText:
      'Har bir keyingi tarif oldingisidagi hamma narsani o‘z ichiga oladi. Narxlar bir oylik ish uchun ko‘rsatilgan.',
    constructorTitle: 'O‘z tarifingizni tuzing',
    constructorSavings: (percent: number) => `${percent}% gacha tejash`,
    constructorText: (hours: number) =>
      `Faqat kerakli xizmatlarni va ularning sonini tanlang — kalkulyator narxni darhol ko‘rsatadi. Ariza qoldirganingizdan so‘ng ${hours} soat ichida siz bilan bog‘lanamiz.`,
    exclusiveTitle: 'Eksklyuziv tariflar',
    exclusiveText: (percent: number) =>
      `Tezroq o‘sishga tayyor biznes uchun: alohida jamoa va shartnomada kafolatlangan ${percent}%+ gacha sotuv o‘sishi.`,
    exclusiveBadge: (percent: number) => `Sotuv o‘sishi ${percent}%+`,
    consultation: 'Shaxsiy konsultatsiya olish',
  },
  calculator: {
    title: 'CONSTRUCTOR tarifi kalkulyatori',
    description:
      'Kerakli xizmatlarni va ularning sonini qo‘shing — tarifning oylik narxi darhol hisoblanadi.',
    items: 'Xizmatlar',
    pickFirst: 'Ariza qoldirish uchun kamida bitta xizmat qo‘shing.',
    nextSteps: (hours: number) =>
      `Ariza qoldirganingizdan so‘ng ${hours} soat ichida siz bilan bog‘lanamiz, tafsilotlarni aniqlashtirib, shartnoma tayyorlaymiz. To‘lov shartnoma imzolangandan keyin amalga oshiriladi.`,
    count: 'Xizmatlar soni',
    total: 'Oyiga jami',
  },
  customPlan: {
    title: 'Individual tarif konstruktori',
    description: (hours: number) =>
      `Kerakli xizmatlarni belgilang va biznesingiz haqida so‘zlab bering — vazifalaringizga mos tarif tayyorlaymiz. ${hours} soat ichida siz bilan bog‘lanamiz.`,
    about: 'O‘zingiz va maqsadlaringiz haqida so‘zlab bering',
    services: 'Xizmatlar',
    servicesLabel: 'Sizga qaysi xizmatlar kerak',
    budget: 'Oylik byudjet',
    extra: 'Qo‘shimcha',
    promoCode: 'Promokod',
    optional: 'Ixtiyoriy',
    comments: 'Izoh',
  },
  referralOffer: {
    checking: (code: string) => `${code} promokodi tekshirilmoqda…`,
    unchecked: (code: string) =>
      `${code} promokodi saqlandi. Uni hozir tekshirib bo‘lmadi — ariza rasmiylashtirilayotganda tekshiramiz.`,
    valid: (code: string, percent: number) =>
      `${code} promokodingiz amal qiladi: ariza rasmiylashtirilganda barcha tariflarga ${percent}% chegirma qo‘llanadi.`,
    invalid: (code: string, percent: number) =>
      `${code} promokodi topilmadi, u bo‘yicha ${percent}% chegirma qo‘llanmaydi. Kodni ambassadordan aniqlashtiring.`,
  },
  marketingServices: {
    title: 'Barcha xizmatlar',
    lead: 'Kerakli xizmat kiradigan tarifni tanlang yoki konstruktorda o‘z to‘plamingizni tuzing.',
    features: (service: string) => `Nimalar kiradi: ${service}`,
    constructorOnly: 'Tayyor tariflarga kirmaydi',
    inConstructor: (plan: string) => `${plan} tarifida mavjud`,
    toConstructor: 'Konstruktorda tarif tuzish',
    inPlans: 'Quyidagi tariflarga kiradi:',
  },
  advantages: {
    title: 'Biz bilan ishlash uchun 12 sabab',
    list: 'Agentlik afzalliklari',
    achievements: 'Yutuqlarimiz',
  },
  discussProject: {
    eyebrow: 'Loyihani muhokama qilish',
    title: 'Loyihangiz haqida so‘zlab bering',
    lead: (minutes: number) =>
      `Vazifani bir necha so‘z bilan yozib bering — biz yechim, muddat va narxni taklif qilamiz. ${minutes} daqiqa ichida siz bilan bog‘lanamiz.`,
    describe: 'Loyihani tavsiflash',
    briefTitle: 'Loyiha haqida nimalarni aytib berish kerak',
    briefLead:
      'Hammasini oldindan bilishingiz shart emas: umumiy javoblar yetarli, qolganini konsultatsiyada aniqlashtiramiz.',
    stepsTitle: 'Keyin nima bo‘ladi',
  },
  seoLanding: {
    rating: (value: number, best: number, reviews: number) =>
      `Reyting ${value}/${best} — ${reviews} ta sharh`,
    claims: 'Mijozlarimiz natijalari',
    consultation: 'Konsultatsiya olish',
    services: 'Xizmatlarni ko‘rish',
    free: 'Konsultatsiya bepul va sizni hech narsaga majbur qilmaydi.',
    reasonsTitle: 'Nega bizni tanlashadi',
    reasonsList: 'Bizni tanlash sabablari',
    offersTitle: 'Xizmatlar va narxlar',
    perMonth: '/ oy',
    allServices: 'Barcha marketing xizmatlari',
    contactsTitle: 'Kontaktlar',
    contactsLead:
      'Bizga qo‘ng‘iroq qiling yoki raqamingizni qoldiring — ish vaqtida sizga qayta qo‘ng‘iroq qilamiz.',
    phone: 'Telefon',
    address: 'Manzil',
    hours: 'Ish vaqti',
    callBack: 'Qo‘ng‘iroqqa buyurtma berish',
  },
  blog: {
    eyebrow: 'Blog',
    title: 'Marketing va ishlab chiqish haqida blog',
    lead: 'Toshkent va O‘zbekistondagi biznes uchun targ‘ibot, reklama, SEO va avtomatlashtirish haqida amaliy maqolalar.',
    articles: 'Maqolalar',
    note: 'Maqolalarning to‘liq matnlari nashrga tayyorlanmoqda — hozircha bu yerda har birining qisqacha mazmuni berilgan.',
    more: 'Boshqa maqolalar',
    end: 'Hozircha blogdagi barcha maqolalar shular.',
    featured: 'Asosiy maqola',
    readFeatured: 'Maqolani o‘qish',
    read: 'Davomini o‘qish',
    about: 'Maqola haqida',
    readTime: (minutes: number) => `${minutes} daqiqada o‘qiladi`,
    views: (views: string) => `${views} marta ko‘rilgan`,
    comments: (count: number) => `${count} ta izoh`,
    tags: 'Mavzular',
    newsletterTitle: 'Maqolalarga obuna',
    newsletterLead: 'O‘zbekistondagi biznes uchun marketing va ishlab chiqish haqida yangi maqolalar.',
    subscribe: 'Obuna bo‘lish',
    checking: 'Tekshirilmoqda...',
    telegram: 'Telegram kanalni ochish',
  },
  privacy: {
    eyebrow: 'Hujjatlar',
    title: 'Maxfiylik siyosati',
    text: 'Siyosat matni',
  },
  servicesPage: {
    eyebrow: 'Xizmatlar',
    title: 'Marketing xizmatlari',
    lead: (count: number) =>
      `Sotuvni oshirish uchun ${count} ta xizmat: target reklama va SMMdan tortib CRM va brendinggacha. Har biri tayyor tariflarga kiradi yoki konstruktorda tanlab olinadi.`,
    callToAction: 'Konsultatsiya va tariflar',
  },
  servicePage: {
    consultation: 'Yoki konsultatsiyaga yoziling',
  },
  whyChooseUsPage: {
    eyebrow: 'Nega aynan biz',
    title: 'Nega bizni tanlashadi',
    lead: 'Biz qamrov uchun emas, arizalar va sotuvlar uchun javob beramiz: shaffof ishlaymiz, tez boshlaymiz va natijani shartnomada mustahkamlab qo‘yamiz.',
    callToAction: 'Konsultatsiya',
  },
  pricingPage: {
    title: 'Tariflar',
    lead: (from: number, to: number) =>
      `Marketing xizmatlari tariflari: oyiga ${from}–${to} USD. To‘lov shartnoma imzolangandan keyin amalga oshiriladi.`,
  },
} satisfies BookShape<typeof ruBook>;
