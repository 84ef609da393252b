/** Texts of a pack's button and order form: its island shows them without loading the catalog. */
export const packButtonTexts = {
  offerKind: 'пакет',
  choose: 'Выбрать пакет',
  chooseLabel: (name: string) => `Выбрать пакет ${name}`,
  build: 'Собрать проект',
} as const;
