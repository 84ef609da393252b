import { digitalConstructorSavingsPercent, packDiscountBadgePercent } from 'shared-data/catalog';
import { packButtonTexts } from './pack-button-texts';

/** Texts of the packs section and its cards. */
export const packTexts = {
  ...packButtonTexts,
  title: 'Пакеты разработки',
  lead: `Готовые решения под ключ со скидкой ${packDiscountBadgePercent}% или проект из отдельных модулей в конструкторе. Оплата после подписания договора.`,
  popular: 'Популярный',
  savings: `Экономия до ${digitalConstructorSavingsPercent}%`,
  featuresLabel: (name: string) => `Что входит в ${name}`,
} as const;
