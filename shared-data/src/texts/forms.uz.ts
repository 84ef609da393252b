import type { BookShape } from 'shared-data/site';
import { ambassadorLimits, fieldLimits, phonePlaceholder, promoCodeLimits } from '../schemas/form-limits';
import type {
  ambassadorTexts as ruAmbassador,
  fieldTexts as ruFields,
  leadTexts as ruLead,
  promoCodeTexts as ruPromoCode,
} from './forms.ru';

// A noun after a number stays singular in Uzbek («100 belgi», «365 kun», «8 ta raqam»).

/** The form fields' messages in Uzbek. */
export const fieldTexts = {
  wrongType: 'Qiymat formati noto‘g‘ri',
  nameRequired: 'Ismingizni kiriting',
  nameTooLong: `Ism ${fieldLimits.name} belgidan oshmasligi kerak`,
  emailRequired: 'Email manzilingizni kiriting',
  emailInvalid: 'Email manzilini to‘g‘ri kiriting',
  emailTooLong: `Email ${fieldLimits.email} belgidan oshmasligi kerak`,
  phoneRequired: 'Telefon raqamingizni kiriting',
  phoneInvalid: `Telefon raqamini tekshiring, masalan: ${phonePlaceholder}`,
  phoneTooLong: `Telefon raqami ${fieldLimits.phone} belgidan oshmasligi kerak`,
  companyTooLong: `Kompaniya nomi ${fieldLimits.company} belgidan oshmasligi kerak`,
  companyActivityRequired: 'Faoliyat sohangizni ko‘rsating',
  companyActivityTooLong: `Faoliyat sohasi ${fieldLimits.companyActivity} belgidan oshmasligi kerak`,
  promoCodeTooLong: `Promokod ${fieldLimits.promoCode} belgidan oshmasligi kerak`,
  textTooLong: {
    comments: `Izoh ${fieldLimits.text} belgidan oshmasligi kerak`,
    message: `Xabar ${fieldLimits.text} belgidan oshmasligi kerak`,
    personalInfo: `Siz haqingizdagi ma’lumot ${fieldLimits.text} belgidan oshmasligi kerak`,
    projectDescription: `Loyiha tavsifi ${fieldLimits.text} belgidan oshmasligi kerak`,
  },
  optionInvalid: 'Ro‘yxatdagi variantlardan birini tanlang',
  meetingFormatRequired: 'Uchrashuv formatini tanlang',
  planRequired: 'Tarifni tanlang',
  planUnknown: 'Ro‘yxatdagi tariflardan birini tanlang',
  serviceRequired: 'Xizmatni tanlang',
  serviceUnknown: 'Ro‘yxatdagi xizmatlardan birini tanlang',
  servicesUnknown: 'Xizmatlarni ro‘yxatdan tanlang',
  selectionEmpty: 'Kamida bitta xizmatni tanlang',
  dateInvalid: 'Konsultatsiya sanasi noto‘g‘ri',
  datePast: 'Konsultatsiya sanasi o‘tgan kun bo‘lishi mumkin emas',
  dateTooFar: `Kelgusi ${fieldLimits.consultationDaysAhead} kun ichidagi sanani tanlang`,
} satisfies BookShape<typeof ruFields>;

/** Messages of a lead as a whole, in Uzbek. */
export const leadTexts = {
  invalid: 'Maydonlar to‘g‘ri to‘ldirilganini tekshiring',
  bodyNotObject: 'Forma maydonlari bo‘lgan obyekt kutilgan',
  typeUnknown: 'Ariza turi noma’lum',
  idempotencyKeyInvalid: 'Qayta yuborish kaliti noto‘g‘ri',
  honeypotTooLong: 'Qiymat juda uzun',
} satisfies BookShape<typeof ruLead>;

/** Messages of `check-promo-code`'s code, in Uzbek. */
export const promoCodeTexts = {
  required: 'Promokodni kiriting',
  tooLong: `Promokod ${promoCodeLimits.maxLength} belgidan oshmasligi kerak`,
} satisfies BookShape<typeof ruPromoCode>;

/** The ambassador forms' messages in Uzbek. */
export const ambassadorTexts = {
  requiredFields: {
    title: 'Barcha maydonlarni to‘ldiring',
    description: 'Ro‘yxatdan o‘tish uchun ism va email kiritilishi shart',
  },
  nameRequired: 'Ismingizni kiriting',
  nameTooLong: `Ism ${ambassadorLimits.nameMaxLength} belgidan oshmasligi kerak`,
  emailRequired: 'Email manzilingizni kiriting',
  emailInvalid: 'Email manzilini to‘g‘ri kiriting',
  emailTooLong: `Email ${ambassadorLimits.emailMaxLength} belgidan oshmasligi kerak`,
  codeRequired: 'Xatdagi kodni kiriting',
  codeInvalid: `Kod ${ambassadorLimits.codeLength} ta raqamdan iborat`,
  attemptMissing: 'Kodni qayta so‘rang: faqat oxirgi xatdagi kod amal qiladi',
  referralIdRequired: 'Referal havola ko‘rsatilmagan',
  referralIdTooLong: 'Referal havola juda uzun',
} satisfies BookShape<typeof ruAmbassador>;
