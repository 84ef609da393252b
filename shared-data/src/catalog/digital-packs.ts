import { formatMoney } from 'shared-data/site';
import type { Offer } from './types';

export type DigitalPackId = 'full-pack' | 'pro-pack' | 'business-plus-pack' | 'digital-constructor';

/** A fixed-price development pack of the digital studio. */
export interface DigitalPack extends Offer {
  id: DigitalPackId;
  /** Months of free support after launch, when the pack includes it. */
  supportMonths: number | null;
}

/** Discount shown on every pack card ("-28%"). */
export const packDiscountBadgePercent = 28;
/** Savings the digital constructor promises ("экономия до 30%"). */
export const digitalConstructorSavingsPercent = 30;

const paymentTerms = 'Оплата после подписания договора';
const support = (months: number) => `Техническая поддержка ${months} месяцев`;

const fullPack: DigitalPack = {
  id: 'full-pack',
  name: 'FULL PACK',
  price: 18_000_000,
  oldPrice: 25_000_000,
  priceFrom: false,
  description: 'Сайт и Telegram-бот под ключ, чтобы начать продавать онлайн.',
  features: [
    'Корпоративный сайт или лендинг',
    'Адаптивный дизайн под все устройства',
    'Telegram-бот для заявок и уведомлений',
    'Административная панель',
    'Базовая SEO-оптимизация',
    'Подключение Payme и Click',
    support(6),
    paymentTerms,
  ],
  popular: false,
  supportMonths: 6,
};

const proPack: DigitalPack = {
  id: 'pro-pack',
  name: 'PRO PACK',
  price: 26_000_000,
  oldPrice: 35_000_000,
  priceFrom: false,
  description: 'Веб-приложение и мобильное приложение с общей серверной частью.',
  features: [
    `Всё из ${fullPack.name}`,
    'Мобильное приложение для iOS и Android',
    'Серверная часть и REST API',
    'Интеграция с CRM',
    'Аналитика и отчёты',
    'Публикация в App Store и Google Play',
    support(12),
    paymentTerms,
  ],
  popular: true,
  supportMonths: 12,
};

const businessPlusPack: DigitalPack = {
  id: 'business-plus-pack',
  name: 'BUSINESS+ PACK',
  price: 35_000_000,
  oldPrice: 45_000_000,
  priceFrom: false,
  description: 'Цифровая экосистема растущей компании: от сайта до автоматизации процессов.',
  features: [
    `Всё из ${proPack.name}`,
    'CRM- или ERP-система под ваши процессы',
    'AI-ассистент для клиентов',
    'Облачная инфраструктура и DevOps',
    'Аудит безопасности',
    'BI-дашборды для руководителя',
    support(12),
    paymentTerms,
  ],
  popular: false,
  supportMonths: 12,
};

/** The smallest project the studio takes: the digital constructor's starting price. */
const projectMinimum = 3_500_000;

const constructorPack: DigitalPack = {
  id: 'digital-constructor',
  name: 'CONSTRUCTOR',
  price: projectMinimum,
  oldPrice: 5_000_000,
  priceFrom: true,
  description: 'Соберите проект из готовых модулей и узнайте его стоимость сразу.',
  features: [
    'Около 60 модулей в 14 направлениях',
    `Экономия до ${digitalConstructorSavingsPercent}%`,
    `Проект от ${formatMoney(projectMinimum)}`,
    'Консультация технического специалиста',
    'Оценка сроков до начала работ',
    paymentTerms,
  ],
  popular: false,
  supportMonths: null,
};

/** Every digital pack in display order, the constructor last. */
export const digitalPacks: readonly DigitalPack[] = [fullPack, proPack, businessPlusPack, constructorPack];

/** The digital constructor pack. */
export const digitalConstructorPack = constructorPack;

/** Plan name of digital constructor leads. */
export const digitalConstructorPlanName = 'DIGITAL CONSTRUCTOR';
