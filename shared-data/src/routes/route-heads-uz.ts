import { companyFacts } from '../catalog/company';
import { digitalProjectMinimum } from '../catalog/digital-packs';
import { fromPrices, tariffUsdRange } from '../catalog/promo';
import { formatMoney } from '../format/money';
import type { Language } from './languages';
import type { RouteMeta } from './route-meta';
import type { RouteEntry } from './route-table';
import type { paths, SitePathPattern } from './site-paths';

const rating = `Reyting: ${companyFacts.rating.value}/${companyFacts.rating.best} (${companyFacts.rating.reviews} ta sharh asosida).`;
const smmFrom = formatMoney(fromPrices.smmPerMonth, 'uz');
const seoFrom = formatMoney(fromPrices.seoPerMonth, 'uz');
const digitalFrom = formatMoney(fromPrices.digital, 'uz');

const referralLandingHead: RouteMeta = {
  title: 'Maxsus taklif',
  description: 'Ambassador promokodi bilan barcha tariflarga 15% chegirma.',
  keywords: ['15% chegirma', 'promokod', 'marketing Toshkent'],
};

/**
 * Each public page's head in Uzbek, by its path pattern, as an Uzbek searcher looks for it («sayt yaratish Toshkent»).
 * The server reads it for `/uz/...`; no page's script carries it. The compiler asks for the head of a page added to
 * `sitePaths`, as it does for the Russian heads. (The team's inbox is Russian only: `/uz/admin` is no page.)
 */
const uzbekPageHeads: Record<Exclude<SitePathPattern, typeof paths.admin>, RouteMeta> = {
  '/': {
    title: 'Toshkentda marketing va digital-loyihalar yaratish',
    description:
      'Toshkentdagi digital-agentlik: savdoni oshiradigan marketing, sayt, mobil ilova va bot yaratish. Bepul konsultatsiya.',
    keywords: [
      'digital-agentlik Toshkent',
      'marketing agentligi Toshkent',
      'sayt yaratish',
      'mobil ilova yaratish',
      'SMM',
      'SEO',
    ],
  },
  '/marketing': {
    title: 'Toshkentdagi marketing agentligi',
    description:
      'Target reklama, SMM, SEO, brending va analitika — barchasi bir joyda. 3 oy ichida savdo 200–300% ga o‘sadi.',
    keywords: ['marketing agentligi', 'target reklama', 'SMM', 'SEO', 'brending', 'Toshkent'],
  },
  '/pricing': {
    title: 'Marketing tariflari',
    description: `Marketing xizmatlari tariflari: oyiga ${tariffUsdRange.from}–${tariffUsdRange.to} USD. To‘lov shartnoma imzolangandan keyin amalga oshiriladi.`,
    keywords: [
      'marketing tariflari',
      'SMM narxlari',
      'reklama xizmatlari narxi',
      'tarif konstruktori',
      'Toshkent',
    ],
  },
  '/services': {
    title: 'Marketing xizmatlari',
    description: '20 ta marketing xizmati va ular kiradigan tariflar.',
    keywords: ['marketing xizmatlari', 'target reklama', 'kontent-marketing', 'SEO', 'CRM'],
  },
  '/why-choose-us': {
    title: 'Nega bizni tanlashadi',
    description: 'Agentligimiz bilan ishlash uchun 12 ta sabab.',
    keywords: ['nega biz', 'agentlik afzalliklari', 'marketing agentligi Toshkent'],
  },
  '/blog': {
    title: 'Marketing va ishlab chiqish haqida blog',
    description: 'Marketing, SMM, SEO va ishlab chiqish haqida maqolalar.',
    keywords: ['marketing blogi', 'SMM bo‘yicha maslahatlar', 'SEO maqolalar', 'sayt va ilova yaratish'],
  },
  '/service': {
    title: 'Loyihani muhokama qilish',
    description: 'Loyihangiz haqida so‘zlab bering — biz yechim va narx bahosini taklif qilamiz.',
    keywords: ['loyihani muhokama qilish', 'sayt yaratishga buyurtma berish', 'konsultatsiya'],
  },
  '/privacy': {
    title: 'Maxfiylik siyosati',
    description:
      'Agentlik sayt formalaridan qanday ma’lumotlarni oladi, nima uchun, qayerda va qancha muddat saqlaydi hamda ularni o‘chirishni qanday so‘rash mumkin.',
    keywords: ['maxfiylik siyosati', 'shaxsiy ma’lumotlar', 'O‘RQ-547'],
  },
  '/digital': {
    title: 'Toshkentda sayt, mobil ilova va bot yaratish',
    description: 'Digital-studiya: veb, mobil ilovalar, botlar, CRM va AI. Paketlar va loyiha konstruktori.',
    keywords: [
      'sayt yaratish Toshkent',
      'mobil ilova yaratish',
      'Telegram bot yaratish',
      'CRM',
      'veb-studiya',
    ],
  },
  '/digital/services': {
    title: 'Ishlab chiqish xizmatlari',
    description: `Ishlab chiqishning 12 ta yo‘nalishi, narxlar ${formatMoney(digitalProjectMinimum, 'uz')}dan boshlanadi.`,
    keywords: ['ishlab chiqish xizmatlari', 'veb-sayt yaratish', 'DevOps', 'AI/ML', 'UX/UI'],
  },
  '/ambassador': {
    title: 'Ambassadorlar dasturi',
    description:
      'Agentligimizni tavsiya qiling va promokodingiz orqali qilingan har bir to‘lovdan 15% komissiya oling.',
    keywords: ['hamkorlik dasturi', 'ambassador', 'referal dastur', '15% komissiya'],
  },
  '/ambassador/:referralId': referralLandingHead,
  '/referral/:referralId': referralLandingHead,
  '/seo-landing': {
    title: 'Toshkentdagi marketing agentligi — SMM, SEO, sayt va ilovalar',
    description: `Toshkentdagi marketing agentligi: SMM — oyiga ${smmFrom}dan, SEO — oyiga ${seoFrom}dan, saytlar va ilovalar. ${rating}`,
    keywords: [
      'biznesni reklama qilish Toshkent',
      'marketing agentligi Toshkent',
      'SMM',
      'SEO',
      'O‘zbekiston',
    ],
  },
  '/smm-services-tashkent': {
    title: 'Toshkentda SMM xizmatlari — Instagram va Telegram sahifalarini yuritish',
    description: `Toshkentda biznes uchun ijtimoiy tarmoqlarni yuritish: kontent-reja, postlar, Reels va target reklama. SMM — oyiga ${smmFrom}dan. ${rating}`,
    keywords: [
      'SMM Toshkent',
      'Instagram sahifa yuritish',
      'SMM agentligi',
      'Telegram kanalni reklama qilish',
      'target reklama',
    ],
  },
  '/seo-promotion-uzbekistan': {
    title: 'O‘zbekistonda SEO xizmatlari — saytni Google va Yandex TOPiga chiqarish',
    description: `O‘zbekistonda SEO xizmatlari: audit, semantika, optimallashtirish va havolalar. 3–6 oyda TOP-3, SEO — oyiga ${seoFrom}dan.`,
    keywords: [
      'SEO O‘zbekiston',
      'saytni TOPga chiqarish',
      'SEO Toshkent',
      'Google TOP',
      'saytni optimallashtirish',
    ],
  },
  '/website-development-tashkent': {
    title: 'Toshkentda sayt yaratish — landing sahifalar, kompaniya saytlari, internet-do‘konlar',
    description: `Toshkentda sayt yaratish: SEO va analitikaga ega landing sahifalar, korporativ saytlar va internet-do‘konlar. Ishlab chiqish narxi — ${digitalFrom}dan. ${rating}`,
    keywords: [
      'sayt yaratish Toshkent',
      'sayt yaratish',
      'landing page yaratish',
      'internet-do‘kon yaratish',
      'veb-studiya',
    ],
  },
  '/mobile-apps-uzbekistan': {
    title: 'O‘zbekistonda mobil ilova yaratish — iOS va Android',
    description: `O‘zbekistonda biznes uchun mobil ilovalar: iOS, Android va krossplatforma yechimlar. Ishlab chiqish narxi — ${digitalFrom}dan. ${rating}`,
    keywords: ['mobil ilova yaratish O‘zbekiston', 'ilova ishlab chiqish', 'iOS', 'Android', 'Flutter'],
  },
};

/** A page's head in `language`: the route table's own in Russian, the Uzbek one under `/uz`. */
export function routeHeadIn(route: RouteEntry, language: Language): RouteMeta {
  if (language === 'ru' || route.private) return route.meta;
  return uzbekPageHeads[route.path as keyof typeof uzbekPageHeads] ?? route.meta;
}
