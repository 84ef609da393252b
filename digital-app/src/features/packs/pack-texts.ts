import { digitalConstructorSavingsPercent, packDiscountBadgePercent } from 'shared-data/catalog';

/** Texts of the packs section and its cards. */
export const packTexts = {
  title: 'Пакеты разработки',
  lead: `Готовые решения под ключ со скидкой ${packDiscountBadgePercent}% или проект из отдельных модулей в конструкторе. Оплата после подписания договора.`,
  popular: 'Популярный',
  offerKind: 'пакет',
  choose: 'Выбрать пакет',
  chooseLabel: (name: string) => `Выбрать пакет ${name}`,
  build: 'Собрать проект',
  savings: `Экономия до ${digitalConstructorSavingsPercent}%`,
  featuresLabel: (name: string) => `Что входит в ${name}`,
} as const;
