import type { BookShape } from 'shared-data/site';
import type ruTestimonials from './testimonials.ru';

/** The marketing hero's testimonials in Uzbek, by testimonial id; the authors' names in Uzbek Latin spelling. */
export default {
  safran: {
    text: 'Uch oyda Instagram orqali bron qilishlar soni ikki yarim baravar oshdi. Jamoa aksiyalar uchun g‘oyalarni o‘zi taklif qiladi va doim aloqada.',
    author: 'Aziz Karimov',
    role: 'Egasi',
    company: '«Safran» restorani, Toshkent',
  },
  'dent-style': {
    text: 'Nihoyat reklama shunchaki layk emas, bemorlar olib kelmoqda. Birlamchi qabulga yozilish ikki hafta oldindan doim to‘lib turadi.',
    author: 'Dilnoza Yusupova',
    role: 'Bosh shifokor',
    company: '«Dent Style» stomatologiyasi',
  },
  bilim: {
    text: 'Jamoa target reklama va kurslarga yozilish uchun Telegram-botni ishga tushirdi. Yangi guruhlarga qabulni mashg‘ulotlar boshlanishidan bir hafta oldin yopdik — ilgari bunday bo‘lmagan.',
    author: 'Sherzod Rahimov',
    role: 'Direktor',
    company: '«Bilim Akademiya» o‘quv markazi',
  },
  'atlas-style': {
    text: 'Rebrending, yangi sayt va ijtimoiy tarmoqlar uchun kontent tayyorlab berishdi. Onlayn sotuvlar uch baravar oshdi, mijozlar esa bizni ko‘chada taniydigan bo‘ldi.',
    author: 'Malika Ahmedova',
    role: 'Asoschi',
    company: '«Atlas Style» kiyim butigi',
  },
  'motor-plus': {
    text: 'Shaffoflik yoqadi: har hafta qancha ariza kelgani va har bir mijoz qanchaga tushganini ko‘rib turaman. Servis bandligi deyarli ikki baravar oshdi.',
    author: 'Baxtiyor Usmanov',
    role: 'Boshqaruvchi',
    company: '«Motor Plus» avtoservisi',
  },
  olmos: {
    text: 'Agentlik yangi qurilgan uylardagi xonadonlar sotuvi uchun CRM va reklamani sozlab berdi. Sotuv bo‘limiga tasodifiy qo‘ng‘iroqlar emas, haqiqatan qiziqqan mijozlarning arizalari kelmoqda.',
    author: 'Yelena Kim',
    role: 'Marketing direktori',
    company: '«Olmos Qurilish» qurilish kompaniyasi',
  },
  shirin: {
    text: 'Qandolatxonamizni Toshkentda buyurtma tortlar so‘rovlari bo‘yicha TOP-3 ga olib chiqishdi. Buyurtmalar har kuni kelmoqda, hatto mavsumdan tashqari paytda ham.',
    author: 'Jasur Aliyev',
    role: 'Hammuassis',
    company: '«Shirin» qandolatxonasi',
  },
} satisfies BookShape<typeof ruTestimonials>;
