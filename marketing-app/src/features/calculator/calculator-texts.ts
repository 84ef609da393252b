import { responsePromises } from 'shared-data/catalog';

/** Texts of the tariff calculator. */
export const calculatorTexts = {
  title: 'Калькулятор тарифа КОНСТРУКТОР',
  description: 'Добавьте нужные услуги и их количество — стоимость тарифа в месяц считается сразу.',
  items: 'Услуги',
  pickFirst: 'Добавьте хотя бы одну услугу, чтобы оставить заявку.',
  nextSteps: `${responsePromises.constructorText} после заявки, уточним детали и подготовим договор. Оплата после подписания договора.`,
  count: 'Услуг',
  total: 'Итого в месяц',
} as const;
