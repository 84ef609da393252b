import { isLanguage, languages } from '../routes/languages';
import { cleanLanguage, languageNamesForTeam } from './lead-language';

describe('cleanLanguage', () => {
  test('keeps a language of the site', () => {
    for (const language of languages) expect(cleanLanguage(language)).toBe(language);
  });

  test.each([undefined, null, '', 'en', 'UZ', ' uz', 'uz-Latn', 7, ['uz'], { uz: true }])(
    '%p is no language of the site, and the lead counts as Russian',
    (value) => {
      expect(isLanguage(value)).toBe(false);
      expect(cleanLanguage(value)).toBe('ru');
    },
  );
});

test('every language has a name the team reads', () => {
  expect(languages.map((language) => languageNamesForTeam[language])).toEqual(['русский', 'узбекский']);
});
