import type { BookShape } from 'shared-data/site';
import type { Notice } from '../catalog/types';
import type { noticeTexts as ruNotices } from './notices.ru';

const sent = 'Ariza yuborildi!';
const sendFailed = 'Yuborishda xatolik';
const tryAgain = 'Qaytadan urinib ko‘ring yoki biz bilan to‘g‘ridan-to‘g‘ri bog‘laning.';
const genericFailure = 'Arizani yuborishda xatolik yuz berdi. Qaytadan urinib ko‘ring.';
const requiredTitle = 'Barcha majburiy maydonlarni to‘ldiring';

const customFailure: Notice = {
  title: 'Xatolik',
  description: 'Arizani yuborib bo‘lmadi. Qaytadan urinib ko‘ring.',
};

/** The forms' notices in Uzbek. */
export const noticeTexts = {
  planOrderRequired: {
    title: requiredTitle,
    description: 'Ariza yuborish uchun ism, email va telefon raqamini kiritish shart',
  },
  consultationRequired: {
    title: requiredTitle,
    description: 'Konsultatsiyaga yozilish uchun ism, email va telefon raqamini kiritish shart',
  },
  planOrder: {
    success: { title: sent, description: 'Buyurtmani tasdiqlash uchun tez orada siz bilan bog‘lanamiz.' },
    failure: { title: sendFailed, description: genericFailure },
  },
  consultationDialog: {
    success: {
      title: sent,
      description: 'Konsultatsiya vaqtini belgilash uchun tez orada siz bilan bog‘lanamiz.',
    },
    failure: { title: sendFailed, description: tryAgain },
  },
  consultationSection: {
    success: {
      title: sent,
      description: 'Konsultatsiya tafsilotlarini aniqlashtirish uchun tez orada siz bilan bog‘lanamiz.',
    },
    failure: { title: sendFailed, description: genericFailure },
  },
  customPlan: {
    success: {
      title: sent,
      description: 'Individual tarifni muhokama qilish uchun tez orada siz bilan bog‘lanamiz.',
    },
    failure: customFailure,
  },
  digitalConstructor: {
    success: {
      title: sent,
      description: 'Loyihani muhokama qilish uchun texnik mutaxassisimiz siz bilan bog‘lanadi.',
    },
    failure: customFailure,
  },
  serviceOrder: {
    success: { title: sent, description: 'Xizmatni muhokama qilish uchun tez orada siz bilan bog‘lanamiz.' },
    failure: { title: sendFailed, description: tryAgain },
  },
  newsletterUnavailable: {
    title: 'Obuna hozircha mavjud emas',
    description:
      'Biz hali email-xabarnomani ishga tushirmadik, shuning uchun manzilingiz hech qayerga yuborilmadi va saqlanmadi. Yangi maqolalarni Telegram-kanalimizda kuzatib boring.',
  },
} satisfies BookShape<typeof ruNotices>;
