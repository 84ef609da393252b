/** The agency's facts as the Russian pages write them (company.ts keeps the data: name, hours, rating, place). */
export default {
  legalDescription: 'Digital-агентство полного цикла: маркетинг и разработка',
  city: 'Ташкент',
  streetAddress: 'ул. Амира Темура',
  addressText: 'г. Ташкент, ул. Амира Темура',
  /** The opening hours under the contacts, every day of the week. */
  openingHours: (opens: string, closes: string) => `Пн–Вс: ${opens}–${closes}`,
};
