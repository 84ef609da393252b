import type { BookShape } from 'shared-data/site';
import type ru from './blog.ru';

/**
 * The blog's Uzbek texts (Latin script; o‘ and g‘ with U+2018, the tutuq belgisi with U+2019); authors in
 * Latin letters.
 */
export default {
  articles: {
    'smm-strategy-2025': {
      title: 'Toshkentdagi biznes uchun SMM-strategiya: 2025-yilda nimadan boshlash kerak',
      description: 'Mahalliy biznesni Instagram va Telegramda targ‘ib qilishning bosqichma-bosqich rejasi.',
      excerpt:
        'Maqsadli auditoriyani qanday aniqlash, platformalarni tanlash va faqat obunachi emas, ariza ham olib keladigan kontent-reja tuzishni ko‘rib chiqamiz. Mijozlar loyihalarini ishga tushirishda o‘zimiz foydalanadigan chek-listni ham ulashamiz.',
      author: 'Aziz Karimov',
      tags: ['SMM', 'Strategiya', 'Instagram'],
      imageAlt: 'Marketolog noutbukda ijtimoiy tarmoqlar uchun kontent-reja tuzmoqda',
    },
    'targeting-mistakes': {
      title: 'Target reklamada byudjetni behuda sovuradigan 7 ta xato',
      description: 'Reklama nega mijoz olib kelmaydi va buni qanday tuzatish mumkin.',
      excerpt:
        'Juda keng auditoriya, hamma narsa uchun bitta kreativ va analitikaning yo‘qligi — byudjet behuda sarflanishining eng ko‘p uchraydigan sabablari. Bu xatolarni qanday topish va bartaraf etishni ko‘rsatamiz.',
      author: 'Dilnoza Yusupova',
      tags: ['Target', 'Reklama', 'Analitika'],
      imageAlt: 'Ekranda reklama kampaniyasi xarajatlari grafigi',
    },
    'local-seo': {
      title: 'Lokal SEO: Toshkent bo‘yicha qidiruvda qanday qilib TOPga chiqish mumkin',
      description: 'Xaritalar, sharhlar va saytni shahringizdagi so‘rovlarga moslab optimallashtirish.',
      excerpt:
        'Toshkentdagi mijozlar sizni birinchi bo‘lib topishi uchun xaritalarda kompaniya kartochkasini qanday sozlash, sharhlar to‘plash va sayt sahifalarini optimallashtirishni aytib beramiz.',
      author: 'Sherzod Rahimov',
      tags: ['SEO', 'Saytlar', 'Targ‘ibot'],
      imageAlt: 'Smartfonda mahalliy natijalar ko‘rsatilgan qidiruv sahifasi',
    },
    'telegram-bots-for-business': {
      title: 'Biznes uchun Telegram-bot: administratorsiz buyurtma qabul qilish va qabulga yozish',
      description: 'Bot qaysi vazifalarni insondan yaxshiroq bajaradi va qancha vaqtni tejaydi.',
      excerpt:
        'Bot kecha-kunduz buyurtma qabul qiladi, qabul vaqtini eslatadi va sharhlar yig‘adi. Kafe, klinika va o‘quv markazlari uchun real ssenariylarni ko‘rib chiqamiz.',
      author: 'Baxtiyor Usmanov',
      tags: ['Botlar', 'Avtomatlashtirish', 'Telegram'],
      imageAlt: 'Telefon ekranida mijozlarni qabulga yozadigan Telegram-bot bilan chat',
    },
    'crm-implementation': {
      title: 'CRM joriy etish: arizalarni yo‘qotmaslik uchun nima qilish kerak',
      description: 'Kichik va o‘rta biznes egalari uchun amaliy qo‘llanma.',
      excerpt:
        'Ijtimoiy tarmoqlar, sayt va qo‘ng‘iroqlardan kelgan arizalar bitta tizimda, menejerlarga eslatmalar va shaffof sotuv voronkasi. Joriy etishga qanday tayyorlanish va odatiy xatolardan qanday qochishni tushuntiramiz.',
      author: 'Yelena Kim',
      tags: ['CRM', 'Sotuv', 'Avtomatlashtirish'],
      imageAlt: 'CRM tizimi interfeysidagi sotuv voronkasi',
    },
    'branding-small-business': {
      title: 'Kichik biznes uchun brending: nega kerak va nimadan boshlash lozim',
      description: 'Esda qoladigan logotip, firma uslubi va muloqot ohangi.',
      excerpt:
        'Kuchli brend raqobatchilar orasida ajralib turishga yordam beradi va mijozlar ishonchini oshiradi. Firma uslubi nimalardan iborat va uni bosqichma-bosqich qanday joriy etishni aytib beramiz.',
      author: 'Malika Ahmedova',
      tags: ['Brending', 'Dizayn'],
      imageAlt: 'Dizayner stolida logotip eskizlari va firma ranglari palitrasi',
    },
  },
} satisfies BookShape<typeof ru>;
