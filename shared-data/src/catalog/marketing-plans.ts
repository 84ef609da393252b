import { formatMoney } from 'shared-data/site';
import type { Offer } from './types';

export type MarketingPlanId = 'starter' | 'popular' | 'business' | 'pro' | 'premium' | 'constructor';

/** A monthly marketing tariff. */
export interface MarketingPlan extends Offer {
  id: MarketingPlanId;
  /** Shown in the exclusive block (PRO, PREMIUM). */
  exclusive: boolean;
  /** Guaranteed growth of sales in percent, when the tariff promises one. */
  salesGrowthGuaranteePercent: number | null;
  /** How many features a card lists before "and N more". */
  previewFeatureCount: number;
}

/** Discount shown on every tariff card ("-30%"). */
export const planDiscountBadgePercent = 30;
/** Savings the marketing constructor promises ("экономия до 40%"). */
export const marketingConstructorSavingsPercent = 40;
/** Sales growth the exclusive block mentions ("40%+"). */
export const exclusiveSalesGrowthPercent = 40;
/** Billing period of the tariff prices. */
export const planBillingPeriod = 'месяц';

const paymentTerms = 'Оплата после подписания договора';
const guarantee = (percent: number) => `Гарантия роста продаж +${percent}%`;
const includes = (name: string) => `Всё из тарифа ${name}`;

const starter: MarketingPlan = {
  id: 'starter',
  name: 'STARTER',
  price: 6_500_000,
  oldPrice: 10_400_000,
  priceFrom: false,
  description: 'Старт присутствия бизнеса в соцсетях: оформление, регулярный контент и первая реклама.',
  features: [
    'Оформление профилей в Instagram и Telegram',
    '12 постов в месяц',
    '10 сторис в месяц',
    'Контент-план на месяц',
    'Настройка таргетированной рекламы',
    'Ежемесячный отчёт о результатах',
    'Персональный менеджер',
    paymentTerms,
  ],
  popular: false,
  exclusive: false,
  salesGrowthGuaranteePercent: null,
  previewFeatureCount: 5,
};

const popular: MarketingPlan = {
  id: 'popular',
  name: 'POPULAR',
  price: 11_050_000,
  oldPrice: 15_600_000,
  priceFrom: false,
  description: 'Регулярный контент и реклама для стабильного потока заявок.',
  features: [
    includes(starter.name),
    '20 постов в месяц',
    '4 Reels в месяц',
    '20 сторис в месяц',
    'Ведение таргетированной рекламы',
    'Ответы на комментарии и сообщения',
    'Анализ конкурентов',
    paymentTerms,
  ],
  popular: true,
  exclusive: false,
  salesGrowthGuaranteePercent: null,
  previewFeatureCount: 5,
};

const business: MarketingPlan = {
  id: 'business',
  name: 'BUSINESS',
  price: 14_300_000,
  oldPrice: 19_500_000,
  priceFrom: false,
  description: 'Полноценный маркетинг с гарантированным ростом продаж.',
  features: [
    includes(popular.name),
    guarantee(10),
    '8 Reels в месяц',
    'Профессиональная фотосъёмка',
    'Настройка CRM и воронки продаж',
    'Контекстная реклама в Google и Яндексе',
    'Еженедельные отчёты',
    paymentTerms,
  ],
  popular: false,
  exclusive: false,
  salesGrowthGuaranteePercent: 10,
  previewFeatureCount: 5,
};

const pro: MarketingPlan = {
  id: 'pro',
  name: 'PRO',
  price: 24_050_000,
  oldPrice: 32_500_000,
  priceFrom: false,
  description: 'Эксклюзивный комплекс для быстрого роста: стратегия, продакшн и аналитика.',
  features: [
    includes(business.name),
    guarantee(20),
    'Маркетинговая стратегия на квартал',
    'Видеопродакшн рекламных роликов',
    'SEO-продвижение сайта',
    'Email-маркетинг и автоворонки',
    'Выделенная команда проекта',
    paymentTerms,
  ],
  popular: false,
  exclusive: true,
  salesGrowthGuaranteePercent: 20,
  previewFeatureCount: 6,
};

const premium: MarketingPlan = {
  id: 'premium',
  name: 'PREMIUM',
  price: 35_750_000,
  oldPrice: 45_500_000,
  priceFrom: false,
  description: 'Максимум возможностей: маркетинг компании полностью под ключ.',
  features: [
    includes(pro.name),
    guarantee(25),
    'Разработка сайта или лендинга',
    'Брендинг и фирменный стиль',
    'Работа с блогерами и PR',
    'Сквозная аналитика и BI-дашборд',
    'Поддержка 24/7',
    paymentTerms,
  ],
  popular: false,
  exclusive: true,
  salesGrowthGuaranteePercent: 25,
  previewFeatureCount: 6,
};

/** The marketing constructor starts where the cheapest tariff starts. */
const constructorPlan: MarketingPlan = {
  id: 'constructor',
  name: 'CONSTRUCTOR',
  price: starter.price,
  oldPrice: starter.oldPrice,
  priceFrom: true,
  description: 'Соберите тариф из нужных услуг и платите только за то, что нужно вашему бизнесу.',
  features: [
    'Любой набор из 40+ услуг',
    `Экономия до ${marketingConstructorSavingsPercent}%`,
    `Бюджет от ${formatMoney(starter.price)} в месяц`,
    'Персональная стратегия продвижения',
    'Количество каждой услуги на ваш выбор',
    paymentTerms,
  ],
  popular: false,
  exclusive: false,
  salesGrowthGuaranteePercent: null,
  previewFeatureCount: 5,
};

/** Every marketing tariff in display order, the constructor last. */
export const marketingPlans: readonly MarketingPlan[] = [
  starter,
  popular,
  business,
  pro,
  premium,
  constructorPlan,
];

/** The marketing constructor (custom tariff and calculator). */
export const marketingConstructorPlan = constructorPlan;

/** Plan name of custom-plan and calculator leads. */
export const marketingConstructorPlanName = constructorPlan.name;
