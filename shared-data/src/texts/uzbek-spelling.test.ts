import { uzbekLetters, uzbekSpellingProblems } from './uzbek-spelling';

describe('uzbekSpellingProblems', () => {
  test.each([
    'O‘zbekcha',
    '6 500 000 so‘m',
    'Bepul konsultatsiya',
    'Shaxsiy ma’lumotlaringiz',
    'Telefon raqami noto‘g‘ri',
    'SMM, SEO va target reklama',
  ])('%s is written as the site writes Uzbek', (text) => {
    expect(uzbekSpellingProblems(text)).toEqual([]);
  });

  test.each([
    ['Oʻzbekcha', 'ʻ'],
    ['maʼlumot', 'ʼ'],
    ["so'm", "'"],
    ['g`ildirak', '`'],
  ])('%s uses a look-alike apostrophe (%s)', (text, found) => {
    expect(uzbekSpellingProblems(text)).toEqual([{ kind: 'apostrophe', found }]);
  });

  test('a text left in Russian, or typed in Uzbek Cyrillic, is named by its first word', () => {
    expect(uzbekSpellingProblems('Tarif: Стандарт')).toEqual([{ kind: 'cyrillic', found: 'Стандарт' }]);
    expect(uzbekSpellingProblems('Ўзбекча')).toEqual([{ kind: 'cyrillic', found: 'Ўзбекча' }]);
  });

  test('an empty text is a missing one', () => {
    expect(uzbekSpellingProblems(' \n')).toEqual([{ kind: 'empty' }]);
  });

  test('the site’s own letters pass', () => {
    expect(uzbekSpellingProblems(Object.values(uzbekLetters).join(' '))).toEqual([]);
  });
});
