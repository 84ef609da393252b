import type { BookShape } from 'shared-data/site';
import type ruTexts from './ru';

/**
 * What the functions answer a visitor or an ambassador, in Uzbek (Latin script; o‘ and g‘ with U+2018, the tutuq
 * belgisi with U+2019). A noun after a number stays singular («32 daraja», «200 ta lotin harfi»).
 */
export default {
  request: {
    payloadTooLarge: (kilobytes: number) => `So‘rov hajmi juda katta: ko‘pi bilan ${kilobytes} KB`,
    unsupportedMediaType: 'So‘rov tanasi JSON bo‘lishi kerak (Content-Type: application/json)',
    notFound: 'Bunday manzil yo‘q',
    functionNotFound: (name: string) => `«${name}» funksiyasi topilmadi`,
    internalError: 'Serverda ichki xatolik yuz berdi. Birozdan so‘ng qayta urinib ko‘ring.',
    rateLimited: 'So‘rovlar juda ko‘p. Biroz kuting va qaytadan urinib ko‘ring.',
  },
  body: {
    invalidJson: 'So‘rovni o‘qib bo‘lmadi: so‘rov tanasi to‘g‘ri JSON bo‘lishi kerak',
    refused: 'Maydonlar to‘g‘ri to‘ldirilganini tekshiring',
    tooDeep: (depth: number) => `Ichma-ich joylashuv juda chuqur: ko‘pi bilan ${depth} daraja`,
    builtInKey: 'Maydon nomi ruxsat etilmagan',
    unstorableText: 'Matnda ruxsat etilmagan belgilar bor',
    wrongType: 'Qiymat formati noto‘g‘ri',
    notAnObject: 'So‘rov tanasi JSON-obyekt bo‘lishi kerak',
    expectedObject: 'Forma maydonlari bo‘lgan obyekt kutilgan',
    idempotencyKey: (maxLength: number) =>
      `Takrorlash kaliti: bo‘sh joysiz ko‘pi bilan ${maxLength} ta lotin harfi, raqam va belgi`,
  },
  ambassador: {
    alreadyRegistered:
      'Bu email allaqachon dasturda ro‘yxatdan o‘tgan. Kabinetni ochish uchun shu emailga yuboriladigan kod bilan kiring.',
    unauthorized: 'Ambassador kabinetiga kiring: emailingizga kod so‘rang.',
    referralNotFound: 'Referal havola topilmadi',
    erasedClient: 'Mijoz o‘z ma’lumotlarini o‘chirib tashlagan',
    orderKinds: {
      plan_order: 'Tarif',
      consultation: 'Konsultatsiya',
      custom_plan: 'Individual tarif',
      calculator: 'Kalkulyator',
      digital_constructor: 'Konstruktor',
      service_order: 'Xizmat',
      landing_consultation: 'Konsultatsiya (bosh sahifa)',
    },
    promoRateLimited: (minutes: number) =>
      `Noto‘g‘ri promokod juda ko‘p kiritildi. ${minutes} daqiqadan so‘ng qayta urinib ko‘ring.`,
  },
  signIn: {
    wrong: 'Kod noto‘g‘ri yoki muddati o‘tgan. Yangi kod so‘rang va qaytadan urinib ko‘ring.',
    tooManyTries:
      'Bu ulanishdan juda ko‘p noto‘g‘ri kod kiritildi. Ertaga urinib ko‘ring yoki boshqa tarmoq, masalan, mobil internet orqali kiring.',
  },
} satisfies BookShape<typeof ruTexts>;
