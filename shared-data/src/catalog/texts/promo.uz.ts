import type { BookShape } from '../../texts/books';
import type ruPromo from './promo.ru';

/** The offer's and the answer promises' texts in Uzbek. */
export default {
  banner: (percent: number) => `Barcha tariflarga ${percent}% chegirma`,
  consultationForm: (minutes: number) => `${minutes} daqiqa ichida siz bilan bog‘lanamiz`,
  constructorRequest: (hours: number) => `${hours} soat ichida siz bilan bog‘lanamiz`,
} satisfies BookShape<typeof ruPromo>;
