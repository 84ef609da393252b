import type { BookShape } from '../../texts/books';
import type ruPrivacyPolicy from './privacy-policy.ru';

/** The line next to a form's send button in Uzbek: the verb comes after the link («…siyosatiga rozilik bildirasiz»). */
export default {
  consent: {
    before: 'Formani yuborib, siz ',
    link: 'maxfiylik siyosatiga',
    after: ' rozilik bildirasiz.',
  },
} satisfies BookShape<typeof ruPrivacyPolicy>;
