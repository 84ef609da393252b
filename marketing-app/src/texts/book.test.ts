import { bookProblems } from 'shared-data/testing';
import ru from './ru';
import uz from './uz';

/** A book with each text that takes values replaced by the sentence it makes of sample ones (every value 7). */
const withSampleValues = (text: unknown): unknown => {
  if (typeof text === 'function') return text(...Array.from({ length: text.length }, () => 7));
  if (Array.isArray(text)) return text.map(withSampleValues);
  if (text && typeof text === 'object') {
    return Object.fromEntries(Object.entries(text).map(([key, inner]) => [key, withSampleValues(inner)]));
  }
  return text;
};

test('the Uzbek book gives every Russian text of marketing-app, spelt by the site’s rule', () => {
  expect(bookProblems(ru, uz)).toEqual([]);
});

test('every Uzbek sentence made of values is spelt by the site’s rule too', () => {
  expect(bookProblems(withSampleValues(ru), withSampleValues(uz))).toEqual([]);
});
