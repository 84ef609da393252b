import { type Claim, siteClaims } from 'shared-data/catalog';

/** A block of text of the about dialog: a heading and its paragraph. */
export interface AboutStory {
  id: string;
  title: string;
  text: string;
}

/** A value the agency works by. */
export interface AboutValue {
  id: 'innovation' | 'quality' | 'partnership';
  title: string;
  description: string;
  /** Name of the card's icon. */
  icon: string;
}

/** Content of the home page's about section and of the "Узнать больше о нас" dialog. */
export const aboutAgency = {
  title: 'О нас',
  lead: 'Digital-агентство полного цикла из Ташкента: маркетинг, который приводит клиентов, и разработка, которая автоматизирует бизнес.',
  stats: [siteClaims.projects, siteClaims.satisfiedClients, siteClaims.yearsOnMarket, siteClaims.support],
  dialogTitle: 'Узнайте нас ближе',
  dialogDescription: 'История, ценности и направления работы агентства.',
  story: [
    {
      id: 'history',
      title: 'История',
      text: 'Агентство начиналось как небольшая команда маркетологов, которая помогала ресторанам и магазинам Ташкента находить клиентов в Instagram и Telegram. Клиенты просили сайты, ботов и CRM — так рядом с маркетингом появилась собственная студия разработки.',
    },
    {
      id: 'mission',
      title: 'Миссия',
      text: 'Помогать бизнесу Узбекистана расти за счёт понятного маркетинга и надёжных цифровых продуктов, в которых каждый сум бюджета работает на результат.',
    },
    {
      id: 'vision',
      title: 'Видение',
      text: 'Стать партнёром, к которому местный бизнес приходит за ростом: от первой рекламной кампании до собственной цифровой платформы.',
    },
  ] as const satisfies readonly AboutStory[],
  achievementsTitle: 'Достижения',
  achievements: [
    siteClaims.projects,
    siteClaims.marketingProjects,
    siteClaims.digitalProjects,
    siteClaims.satisfiedClients,
    siteClaims.salesGrowth,
    siteClaims.rating,
  ] as const satisfies readonly Claim[],
  valuesTitle: 'Ценности',
  values: [
    {
      id: 'innovation',
      title: 'Инновации',
      description: 'Применяем новые инструменты и AI там, где они ускоряют результат, а не ради моды.',
      icon: 'lightbulb',
    },
    {
      id: 'quality',
      title: 'Качество',
      description: 'Проверяем каждую кампанию и каждый релиз, отвечаем за сроки и показатели по договору.',
      icon: 'shield-check',
    },
    {
      id: 'partnership',
      title: 'Партнёрство',
      description:
        'Работаем открыто: доступ к кабинетам, регулярные отчёты и решения, принятые вместе с вами.',
      icon: 'users',
    },
  ] as const satisfies readonly AboutValue[],
  servicesTitle: 'Наши услуги',
} as const;
