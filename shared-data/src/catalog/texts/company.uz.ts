import type { BookShape } from 'shared-data/site';
import type ruCompany from './company.ru';

/** The agency's facts as the Uzbek pages write them. */
export default {
  legalDescription: 'To‘liq siklli digital-agentlik: marketing va ishlab chiqish',
  city: 'Toshkent',
  streetAddress: 'Amir Temur ko‘chasi',
  addressText: 'Toshkent sh., Amir Temur ko‘chasi',
  openingHours: (opens: string, closes: string) => `Du–Ya: ${opens}–${closes}`,
} satisfies BookShape<typeof ruCompany>;
