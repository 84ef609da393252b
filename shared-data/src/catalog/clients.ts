/** A client shown in the logo carousel, drawn as text initials rather than an image. */
export interface Client {
  id: string;
  name: string;
  /** Short text drawn in place of a logo image. */
  initials: string;
  industry: string;
}

/** The five clients of the marketing landing's logo carousel. */
export const clients: readonly Client[] = [
  { id: 'safran', name: 'Ресторан «Сафран»', initials: 'СФ', industry: 'Ресторанный бизнес' },
  { id: 'dent-style', name: 'Стоматология «Дент Стиль»', initials: 'ДС', industry: 'Медицина' },
  { id: 'bilim', name: 'Учебный центр «Билим Академия»', initials: 'БА', industry: 'Образование' },
  { id: 'atlas-style', name: 'Бутик одежды «Атлас Стиль»', initials: 'АС', industry: 'Розничная торговля' },
  { id: 'olmos', name: 'Строительная компания «Олмос Курилиш»', initials: 'ОК', industry: 'Недвижимость' },
];
