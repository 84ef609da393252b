import { responsePromises } from 'shared-data/site';

/** Texts of the custom-tariff request, some shared with the calculator. */
export const customPlanTexts = {
  title: 'Конструктор индивидуального тарифа',
  description: `Отметьте нужные услуги и расскажите о бизнесе — подготовим тариф под ваши задачи. ${responsePromises.constructorText}.`,
  about: 'Расскажите о себе и своих целях',
} as const;
