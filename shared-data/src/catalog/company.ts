/** Facts about the agency that pages, structured data and texts share. */
export const company = {
  name: 'AGENCY',
  legalDescription: 'Digital-агентство полного цикла: маркетинг и разработка',
  city: 'Ташкент',
  country: 'UZ',
  streetAddress: 'ул. Амира Темура',
  addressText: 'г. Ташкент, ул. Амира Темура',
  openingHours: { days: 'Mo-Su', opens: '09:00', closes: '18:00', text: 'Пн–Вс: 09:00–18:00' },
  rating: { value: 4.9, best: 5, reviews: 47 },
  serviceRadiusMeters: 100_000,
  geo: { latitude: 41.3111, longitude: 69.2797 },
  paymentAccepted: ['Cash', 'Credit Card', 'Bank Transfer'],
  priceRange: '$$',
} as const;
