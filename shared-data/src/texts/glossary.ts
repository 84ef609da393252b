/**
 * The product's terms in both languages, fixed once: every Uzbek text that names one of them uses these words (and
 * their forms: tarifni, tariflar), so a visitor reads one name for one thing across pages, dialogs, mails and errors.
 * Names that stay as they are in both languages (STARTER, BUSINESS, SMM, SEO, CRM, Telegram) are not terms here.
 */
export const glossary = {
  tariff: { ru: 'тариф', uz: 'tarif' },
  customTariff: { ru: 'индивидуальный тариф', uz: 'individual tarif' },
  ambassador: { ru: 'амбассадор', uz: 'ambassador' },
  ambassadorProgramme: { ru: 'программа амбассадоров', uz: 'ambassadorlar dasturi' },
  consultation: { ru: 'консультация', uz: 'konsultatsiya' },
  promoCode: { ru: 'промокод', uz: 'promokod' },
  referralLink: { ru: 'реферальная ссылка', uz: 'referal havola' },
  commission: { ru: 'комиссия', uz: 'komissiya' },
  discount: { ru: 'скидка', uz: 'chegirma' },
  lead: { ru: 'заявка', uz: 'ariza' },
  service: { ru: 'услуга', uz: 'xizmat' },
  pack: { ru: 'пакет', uz: 'paket' },
  constructor: { ru: 'конструктор', uz: 'konstruktor' },
  calculator: { ru: 'калькулятор', uz: 'kalkulyator' },
  price: { ru: 'цена', uz: 'narx' },
  contract: { ru: 'договор', uz: 'shartnoma' },
  month: { ru: 'месяц', uz: 'oy' },
  currency: { ru: 'сум', uz: 'so‘m' },
  agency: { ru: 'digital-агентство', uz: 'digital-agentlik' },
  development: { ru: 'разработка', uz: 'ishlab chiqish' },
  website: { ru: 'сайт', uz: 'sayt' },
  mobileApp: { ru: 'мобильное приложение', uz: 'mobil ilova' },
  bot: { ru: 'бот', uz: 'bot' },
  targetedAds: { ru: 'таргетированная реклама', uz: 'target reklama' },
  cabinet: { ru: 'личный кабинет', uz: 'shaxsiy kabinet' },
  privacyPolicy: { ru: 'политика конфиденциальности', uz: 'maxfiylik siyosati' },
  personalData: { ru: 'персональные данные', uz: 'shaxsiy ma’lumotlar' },
  consent: { ru: 'согласие', uz: 'rozilik' },
  free: { ru: 'бесплатно', uz: 'bepul' },
  send: { ru: 'отправить заявку', uz: 'ariza yuborish' },
} as const;

export type GlossaryTerm = keyof typeof glossary;
