import { responsePromises } from 'shared-data/catalog';

/** Texts of the digital project constructor. */
export const digitalConstructorTexts = {
  title: 'Конструктор digital-проекта',
  description:
    'Добавьте нужные модули и их количество — стоимость проекта считается сразу. Оплата после подписания договора.',
  items: 'Модули проекта',
  pickFirst: 'Добавьте хотя бы один модуль, чтобы оставить заявку.',
  nextSteps: `${responsePromises.constructorText} после заявки: технический специалист уточнит задачу, сроки и подготовит договор.`,
  count: 'Модулей',
  total: 'Итого',
  about: 'Описание проекта',
  more: 'Дополнительно',
  comments: 'Комментарий',
} as const;
