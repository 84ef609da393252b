import type { BookShape } from 'shared-data/site';
import type ruClaims from './claims.ru';

/** The claims' words in Uzbek, by claim. A noun after a count stays singular («3 yil», «47 ta sharh»). */
export default {
  site: {
    projects: { label: 'muvaffaqiyatli loyiha' },
    satisfiedClients: { label: 'mamnun mijozlar' },
    satisfiedClientsAlt: { label: 'mijozlar natijadan mamnun' },
    support: { label: 'mijozlarni qo‘llab-quvvatlash' },
    yearsOnMarket: { value: (years: number) => `${years} yil`, label: 'O‘zbekiston bozorida' },
    marketingProjects: { label: 'marketing loyihasi' },
    digitalProjects: { label: 'digital-loyiha' },
    completedProjects: { label: 'portfoliodagi loyiha' },
    services: { label: 'biznes uchun xizmat' },
    salesGrowth: { label: (months: number) => `${months} oyda sotuvlar o‘sishi` },
    averageRoi: { label: 'reklama kampaniyalarining o‘rtacha ROI ko‘rsatkichi' },
    startWithin: { value: (hours: number) => `${hours} soat`, label: 'ish boshlanishigacha' },
    firstResults: { value: (days: number) => `${days} kun`, label: 'ilk natijalargacha' },
    topThree: {
      value: (place: number) => `TOP-${place}`,
      label: (min: number, max: number) => `${min}–${max} oyda qidiruv natijalarida`,
    },
    rating: { label: (reviews: number) => `${reviews} ta sharh asosidagi reyting` },
  },
  divisionComparison: {
    marketing: {
      value: (min: number, max: number) => `${min}–${max} oy`,
      label: 'marketingdan sezilarli natijalargacha',
    },
    digital: {
      value: (min: number, max: number) => `${min}–${max} hafta`,
      label: 'digital-loyihani ishlab chiqish muddati',
    },
  },
  seoLanding: {
    sales: { label: 'sotuvlar o‘sishi' },
    audience: { label: 'auditoriya o‘sishi' },
    roi: { label: 'investitsiyalar qaytimi' },
  },
  referralWhyChooseUs: {
    'sales-growth': {
      label: (min: number, max: number) => `Sotuvlarning ${min}% dan ${max}% gacha o‘sishi`,
      description: 'Tarifga qarab, sotuvlar o‘sishini shartnomada qayd etib kafolatlaymiz.',
    },
    team: {
      value: 'Jamoa',
      label: 'Professional jamoa',
      description:
        'O‘zbekiston bozorida ish tajribasiga ega marketologlar, dizaynerlar, targetologlar va dasturchilar.',
    },
    'full-range': {
      label: 'Xizmatlarning to‘liq majmuasi',
      description:
        'Strategiya va kontentdan tortib reklama, saytlar va CRMgacha — barchasi bitta agentlikda.',
    },
    payment: {
      value: 'Shartnoma',
      label: 'To‘lov faqat shartnoma imzolangandan keyin',
      description:
        'Ishlar hajmi, muddatlar va natijalarni siz biror narsa to‘lashingizdan oldin qayd etamiz.',
    },
  },
  marketingWhyUs: {
    'full-cycle': {
      value: 'To‘liq sikl',
      label: 'To‘liq siklli marketing',
      description: 'Strategiya, kontent, reklama, sayt va analitikani vositachilarsiz bitta jamoa yuritadi.',
    },
    ai: {
      label: 'AI yordamida tezroq natija',
      description:
        'Auditoriya, matnlar va kreativlarni tahlil qilishda sun’iy intellekt vositalaridan foydalanamiz.',
    },
    transparency: {
      label: 'Shaffoflik',
      description:
        'Haftalik hisobotlar, reklama kabinetlariga kirish huquqi va tushunarli samaradorlik ko‘rsatkichlari.',
    },
    strategy: {
      value: 'Strategiya',
      label: 'Biznesingizga mos strategiya',
      description:
        'Shablon asosida ishlamaymiz: har bir strategiyani sohangiz va raqobatchilaringiz tahlili asosida quramiz.',
    },
  },
  consultation: {
    'what-to-expect': {
      title: 'Sizni nimalar kutadi',
      items: {
        'business-analysis': {
          value: 'Biznes tahlili',
          label: 'Sotuvlaringiz, auditoriyangiz va mijoz jalb qilishning hozirgi kanallarini tahlil qilamiz',
        },
        'promotion-strategy': {
          value: 'Targ‘ibot strategiyasi',
          label: 'Aynan sizning sohangizda natija beradigan kanal va vositalarni taklif qilamiz',
        },
        'action-plan': {
          value: 'KPI bilan harakatlar rejasi',
          label: 'Qadamlar, muddatlar va natijani o‘lchaydigan ko‘rsatkichlarni yozib beramiz',
        },
        recommendations: {
          value: 'Shaxsiy tavsiyalar',
          label: 'Konsultatsiyadan so‘ng darhol qo‘llash mumkin bo‘lgan maslahatlar beramiz',
        },
      },
    },
    details: {
      title: 'Konsultatsiya tafsilotlari',
      items: {
        duration: { value: (minutes: number) => `${minutes} daqiqa`, label: 'Davomiyligi' },
        format: { value: 'Onlayn yoki oflayn', label: 'Uchrashuv formati' },
        price: { value: 'Bepul', label: 'Narxi' },
      },
    },
  },
} satisfies BookShape<typeof ruClaims>;
