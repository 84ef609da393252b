/** The logo carousel's clients in Russian, by client id: their names, the initials drawn for a logo, their trade. */
export default {
  safran: { name: 'Ресторан «Сафран»', initials: 'СФ', industry: 'Ресторанный бизнес' },
  'dent-style': { name: 'Стоматология «Дент Стиль»', initials: 'ДС', industry: 'Медицина' },
  bilim: { name: 'Учебный центр «Билим Академия»', initials: 'БА', industry: 'Образование' },
  'atlas-style': { name: 'Бутик одежды «Атлас Стиль»', initials: 'АС', industry: 'Розничная торговля' },
  olmos: { name: 'Строительная компания «Олмос Курилиш»', initials: 'ОК', industry: 'Недвижимость' },
};
