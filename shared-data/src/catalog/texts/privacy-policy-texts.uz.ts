import { type BookShape, formatDate } from 'shared-data/site';
import type ruPrivacyPolicyTexts from './privacy-policy-texts.ru';

/**
 * The privacy policy in Uzbek, by section id. The law is named by its official Uzbek title and number; «Qabul
 * qilish» is the consent bar's button.
 */
export default {
  lead: (agency: string, version: string) =>
    `${agency} saytda qoldirgan ma’lumotlaringiz bilan qanday ishlaydi. ${formatDate(version, 'uz')}dagi tahrir`,
  operator: {
    title: 'Ma’lumotlarni kim qayta ishlaydi',
    text: (agency: string, address: string, email: string, phone: string) =>
      `Ma’lumotlaringizni ${agency} agentligi qayta ishlaydi: ${address}, e-mail ${email}, telefon ${phone}.`,
  },
  data: {
    title: 'Qanday ma’lumotlarni olamiz',
    intro: 'Faqat arizangizga javob berish uchun kerak bo‘lganlarini:',
    items: [
      'formada ko‘rsatadigan ismingiz, e-mail, telefon raqamingiz va kompaniya nomi;',
      'formaga yozadiganlaringiz: vazifa tavsifi, tanlangan tarif yoki xizmatlar;',
      'ariza bilan birga — reklama kampaniyasi belgilari (UTM), siz kelgan sayt va tashrifning birinchi sahifasi;',
      'ambassadorlardan — ularning promokodi va shu promokod bilan kelgan arizalar;',
      'analitika cookie fayllari — faqat bunga rozilik bergan bo‘lsangiz.',
    ],
  },
  purposes: {
    title: 'Nima maqsadda',
    text: 'Arizangizga javob berish, tijoriy taklif tayyorlash va ambassadorlar dasturi hisobini — tavsiyalar va hisoblangan komissiyalarni — yuritish uchun.',
  },
  storage: {
    title: 'Ma’lumotlar qayerda saqlanadi',
    text: 'O‘zbekiston Respublikasi hududidagi serverlarda — O‘zbekiston Respublikasining «Shaxsga doir ma’lumotlar to‘g‘risida»gi O‘RQ-547-son Qonuni talabiga muvofiq.',
  },
  retention: {
    title: 'Qancha muddat saqlanadi',
    text: 'Arizalar siz bilan oxirgi aloqadan keyin 3 yil saqlanadi. So‘ngra ularni o‘chiramiz yoki shaxssizlashtiramiz.',
  },
  recipients: {
    title: 'Ularni yana kim ko‘radi',
    text: 'Jamoaning pochta xizmati va yangi arizalar haqidagi bildirishnomalar keladigan Telegram-chati. Biz ma’lumotlaringizni sotmaymiz va boshqalarning reklamasi uchun uzatmaymiz.',
  },
  rights: {
    title: 'Huquqlaringiz',
    intro: 'Istalgan vaqtda quyidagilarni qilishingiz mumkin:',
    items: [
      'bizda siz haqingizda qanday ma’lumotlar borligini bilish;',
      'ularni tuzatish;',
      'ularni o‘chirishni talab qilish;',
      'ularni qayta ishlashga berilgan rozilikni qaytarib olish.',
    ],
  },
  deletion: {
    title: 'Ma’lumotlarni o‘chirishni qanday so‘rash mumkin',
    contact: (email: string, phone: string) =>
      `${email} manziliga yozing yoki ${phone} raqamiga qo‘ng‘iroq qiling. 10 ish kuni ichida javob beramiz.`,
    backups:
      'Ma’lumotlar ishchi bazadan darhol o‘chiriladi, uning zaxira nusxalarida esa ko‘pi bilan 30 kun qoladi: keyin bu nusxalar ham o‘chiriladi.',
  },
  analytics: {
    title: 'Cookie va analitika',
    tags: { yandexMetrica: 'Yandex Metrika', ga4: 'Google Analytics 4' },
    consent: (tags: readonly string[]) =>
      tags.length === 1
        ? `Agar sahifa yuqorisidagi panelda «Qabul qilish» tugmasini bosgan bo‘lsangiz, sayt ${tags[0]} xizmatini ulaydi: u tashriflar va yuborilgan arizalarni hisoblaydi, shunda biz qaysi sahifa va kampaniyalar natija berayotganini ko‘ramiz. Roziligingizsiz u yuklanmaydi.`
        : `Agar sahifa yuqorisidagi panelda «Qabul qilish» tugmasini bosgan bo‘lsangiz, sayt ${tags.join(' va ')} xizmatlarini ulaydi: ular tashriflar va yuborilgan arizalarni hisoblaydi, shunda biz qaysi sahifa va kampaniyalar natija berayotganini ko‘ramiz. Roziligingizsiz ular yuklanmaydi.`,
    choice:
      'Tanlovingiz shu brauzerda saqlanadi va uni istalgan vaqtda o‘zgartirish mumkin. Rad etganingizdan so‘ng analitika cookie fayllarini saytdan o‘chiramiz, hisoblagichlar esa keyingi sahifadan boshlab yuklanmaydi.',
    change: 'Analitika bo‘yicha tanlovni o‘zgartirish',
  },
  version: {
    title: 'Siyosat tahriri',
    text: (version: string) =>
      `${formatDate(version, 'uz')}dagi ${version} versiyasi. Siyosat o‘zgarsa, shu yerda yangi sanali yangi tahrir e’lon qilinadi.`,
  },
} satisfies BookShape<typeof ruPrivacyPolicyTexts>;
