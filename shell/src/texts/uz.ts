import type { BookShape } from 'shared-data/site';
import type ruBook from './ru';

/** The shell's Uzbek texts (Latin script; o‘ and g‘ with U+2018, the tutuq belgisi with U+2019). */
export default {
  notFound: {
    title: 'Sahifa topilmadi',
    description: 'Saytda bunday sahifa yo‘q.',
    lead: 'Bunday sahifa yo‘q. Havola eskirgan yoki manzilda xato bo‘lishi mumkin.',
    home: 'Bosh sahifaga qaytish',
  },
} satisfies BookShape<typeof ruBook>;
