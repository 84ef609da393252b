import { company, responsePromises } from 'shared-data/catalog';
import type { Claim } from './claims';

/** What a visitor should tell about a project on /service. */
export const projectBriefPoints: readonly Claim[] = [
  {
    id: 'goal',
    value: 'Цель',
    label: 'Какую задачу бизнеса должен решить проект',
    description: 'Больше заявок, автоматизация продаж, запуск нового продукта или выход в онлайн.',
    icon: 'target',
  },
  {
    id: 'audience',
    value: 'Аудитория',
    label: 'Кто ваши клиенты',
    description: 'Кому вы продаёте, в каком городе и где эти люди проводят время в интернете.',
    icon: 'users',
  },
  {
    id: 'scope',
    value: 'Состав работ',
    label: 'Что нужно сделать',
    description: 'Сайт, приложение, бот, CRM, реклама или SMM — и что у вас уже есть сейчас.',
    icon: 'list-checks',
  },
  {
    id: 'timing',
    value: 'Сроки и бюджет',
    label: 'Когда нужен результат и на какой бюджет вы рассчитываете',
    description: 'Даже примерная вилка помогает предложить реалистичный план.',
    icon: 'calendar',
  },
];

/** What happens after a visitor describes a project on /service, step by step. */
export const projectNextSteps: readonly Claim[] = [
  {
    id: 'reply',
    value: '1',
    label: 'Связываемся с вами',
    description: `${responsePromises.consultationFormText} в рабочее время (${company.openingHours.text}).`,
    icon: 'phone',
  },
  {
    id: 'call',
    value: '2',
    label: 'Обсуждаем задачу',
    description: 'Бесплатная консультация: уточняем цели, сроки и ограничения проекта.',
    icon: 'headphones',
  },
  {
    id: 'proposal',
    value: '3',
    label: 'Готовим предложение',
    description: 'Присылаем план работ, сроки и стоимость. Оплата — только после подписания договора.',
    icon: 'file-check',
  },
];
