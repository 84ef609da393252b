import type { BookShape } from 'shared-data/site';
import type ruClients from './clients.ru';

/** The logo carousel's clients in Uzbek, by client id; the initials are those of the Latin names. */
export default {
  safran: { name: '«Safran» restorani', initials: 'SF', industry: 'Restoran biznesi' },
  'dent-style': { name: '«Dent Style» stomatologiyasi', initials: 'DS', industry: 'Tibbiyot' },
  bilim: { name: '«Bilim Akademiya» o‘quv markazi', initials: 'BA', industry: 'Ta’lim' },
  'atlas-style': { name: '«Atlas Style» kiyim butigi', initials: 'AS', industry: 'Chakana savdo' },
  olmos: { name: '«Olmos Qurilish» qurilish kompaniyasi', initials: 'OQ', industry: 'Ko‘chmas mulk' },
} satisfies BookShape<typeof ruClients>;
