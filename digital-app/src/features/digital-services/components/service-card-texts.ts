/** Texts of a service card. */
export const serviceCardTexts = {
  features: (title: string) => `Что входит: ${title}`,
  packs: 'Доступно в пакетах',
  price: 'Стоимость',
  choosePack: 'Выбрать пакет',
  separate: 'Отдельно',
} as const;
