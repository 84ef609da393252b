/** Texts of the tariff buttons: their islands show them without loading the catalog. */
export const planButtonTexts = {
  choose: 'Выбрать тариф',
  chooseLabel: (name: string) => `Выбрать тариф ${name}`,
  calculate: 'Рассчитать стоимость',
  customRequest: 'Индивидуальный тариф',
} as const;
