import { format } from 'date-fns';
import { ru as dateFnsRu } from 'date-fns/locale';
import { bookProblems } from 'shared-data/testing';
import ru from './ru';
import uz from './uz';

test('the Uzbek book gives every Russian text of shared-ui, spelt by the site’s rule', () => {
  expect(bookProblems(ru, uz)).toEqual([]);
});

test('the Russian book writes a day as date-fns’s Russian long date did, in every month', () => {
  for (let month = 0; month < 12; month += 1) {
    for (const date of [new Date(2025, month, 1), new Date(2031, month, 28)]) {
      expect(ru.dateField.day(date)).toBe(format(date, 'PPP', { locale: dateFnsRu }));
    }
  }
});

test('the Uzbek book’s sentences with values are spelt by the site’s rule too', () => {
  const sentences = [
    uz.copy.copy('Promokodingiz'),
    uz.price.from('6 500 000 so‘m'),
    uz.price.saving('900 000 so‘m'),
    uz.carousel.slide(1, 7),
    uz.carousel.dot(2),
    uz.appLoadFailed.message('Marketing agentligi'),
    uz.ctaCard.consultation.description(30),
    uz.ctaCard.both.description(30),
    uz.floatingCall.call('+998 71 200 00 00'),
    uz.dateField.day(new Date(2025, 8, 1)),
    uz.dateField.clearField('Sana'),
    uz.quantity.increase('Logo dizayni'),
    uz.planOrder.title(uz.planOrder.offerKind, 'STARTER'),
    uz.promoQuote.applied(15),
    uz.promoQuote.invalid(15),
  ];
  for (const sentence of sentences) {
    expect({ sentence, wrong: /[\u0400-\u04ff\u02bb\u02bc'`]/u.test(sentence) }).toEqual({
      sentence,
      wrong: false,
    });
  }
  expect(uz.dateField.day(new Date(2025, 8, 1))).toBe('2025-yil 1-sentabr');
  expect(uz.planOrder.title(uz.planOrder.offerKind, 'STARTER')).toBe('STARTER tarifiga ariza');
});
