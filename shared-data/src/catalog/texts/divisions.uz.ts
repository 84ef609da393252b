import type { BookShape } from 'shared-data/site';
import type ruDivisions from './divisions.ru';

/** How the divisions present themselves in Uzbek. */
export default {
  profiles: {
    marketing: {
      tagline: 'Marketing agentligi',
      description:
        'Target reklama, SMM, SEO va brending orqali mijoz olib kelamiz — narxi tushunarli tariflar bo‘yicha.',
      highlights: ['Target va SMM', 'SEO va kontekstli reklama', 'Brending va dizayn', 'Analitika va CRM'],
    },
    digital: {
      tagline: 'Ishlab chiqish studiyasi',
      description:
        'Saytlar, mobil ilovalar, botlar va CRM-tizimlarni to‘liq tayyor holda, qat’iy narxli paketlarda yaratamiz.',
      highlights: ['Saytlar va internet-do‘konlar', 'Mobil ilovalar', 'Telegram-botlar', 'AI, DevOps va CRM'],
    },
  },
  comparisonRows: {
    goal: {
      criterion: 'Vazifa',
      marketing: 'Ko‘proq ariza va sotuv',
      digital: 'Biznes uchun raqamli mahsulot',
    },
    format: {
      criterion: 'Ish formati',
      marketing: 'Oylik tarif yoki konstruktor',
      digital: 'Paket yoki smeta bo‘yicha loyiha',
    },
    result: {
      criterion: 'Siz nima olasiz',
      marketing: 'Strategiya, reklama, kontent va hisobotlar',
      digital: 'Texnik qo‘llab-quvvatlash bilan tayyor sayt, ilova yoki tizim',
    },
  },
} satisfies BookShape<typeof ruDivisions>;
