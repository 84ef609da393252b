import {
  exclusiveSalesGrowthPercent,
  marketingConstructorSavingsPercent,
  planDiscountBadgePercent,
  responsePromises,
} from 'shared-data/catalog';
import { planButtonTexts } from './plan-button-texts';

const plural = new Intl.PluralRules('ru-RU');
const featureWords: Record<string, string> = {
  one: 'пункт',
  few: 'пункта',
  many: 'пунктов',
  other: 'пункта',
};

/** Texts of the tariff cards, the constructor block and the exclusive block. */
export const planTexts = {
  ...planButtonTexts,
  popular: 'Популярный',
  discount: `Скидка ${planDiscountBadgePercent}% на все тарифы`,
  guarantee: (percent: number) => `Гарантия роста продаж +${percent}%`,
  moreFeatures: (count: number) => `+${count} ${featureWords[plural.select(count)]} в тарифе`,
  featuresLabel: (name: string) => `Что входит в тариф ${name}`,
  readyTitle: 'Готовые тарифы',
  readyText: 'Каждый следующий тариф включает всё из предыдущего. Цены указаны за месяц работы.',
  constructorTitle: 'Соберите свой тариф',
  constructorSavings: `Экономия до ${marketingConstructorSavingsPercent}%`,
  constructorText: `Выберите только нужные услуги и их количество — калькулятор сразу покажет стоимость. ${responsePromises.constructorText} после заявки.`,
  exclusiveTitle: 'Эксклюзивные тарифы',
  exclusiveText: `Для бизнеса, который готов расти быстрее: выделенная команда и рост продаж до ${exclusiveSalesGrowthPercent}%+ с гарантией в договоре.`,
  exclusiveBadge: `Рост продаж ${exclusiveSalesGrowthPercent}%+`,
  consultation: 'Получить персональную консультацию',
} as const;
