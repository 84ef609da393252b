import type { BookShape } from 'shared-data/site';
import type ruBook from './ru';

/** The Uzbek words of the shell's server (Latin script; o‘ and g‘ with U+2018, the tutuq belgisi with U+2019). */
export default {
  consentBar: {
    label: 'Analitikaga rozilik',
    sentence: 'Saytni yaxshilash uchun analitika maqsadida cookie fayllardan foydalanamiz.',
    more: 'Batafsil',
    accept: 'Qabul qilish',
    decline: 'Rad etish',
  },
  postPages: {
    backToForm: 'Formaga qaytish',
    contacts: (phone: string, email: string) => `Yoki biz bilan bog‘laning: ${phone}, ${email}.`,
    crossSite: {
      title: 'Ariza qabul qilinmadi',
      happened: 'Forma boshqa saytdan yuborilgan, shuning uchun uni qabul qilmadik va hech narsa saqlanmadi.',
      next: 'Formani saytimizda oching va o‘sha yerdan yuboring.',
    },
    tooLarge: {
      title: 'Forma juda katta',
      happened:
        'Formadagi matn biz qabul qiladigan hajmdan (64 KB gacha) ko‘p, shuning uchun ariza yuborilmadi.',
      next: 'Orqaga qayting (kiritganlaringiz saqlanib qoladi), matnni qisqartiring va qayta yuboring.',
    },
    unreadable: {
      title: 'Forma tanilmadi',
      happened: 'Yuborilgan formani o‘qiy olmadik, shuning uchun ariza saqlanmadi.',
      next: 'Forma joylashgan sahifani oching va uni qayta yuboring.',
    },
    tooMany: {
      title: 'Juda ko‘p yuborildi',
      happened: 'Ariza yuborilmadi: so‘nggi bir daqiqada manzilingizdan juda ko‘p ariza keldi.',
      next: 'Bir daqiqa kuting, orqaga qayting (kiritganlaringiz saqlanib qoladi) va formani qayta yuboring.',
    },
  },
  unavailable:
    'Arizani yuborib bo‘lmadi: xizmat vaqtincha ishlamayapti. Kiritganlaringiz saqlandi, bir daqiqadan so‘ng qayta urinib ko‘ring.',
} satisfies BookShape<typeof ruBook>;
