import { cleanLanguage, isLanguage, languageNamesForTeam, languageOfPath, languages } from './languages';

describe('languageOfPath', () => {
  test.each([
    ['/', 'ru'],
    ['/pricing', 'ru'],
    ['/digital/services', 'ru'],
    ['/referral/AMB-7', 'ru'],
    ['/uz', 'uz'],
    ['/uz/', 'uz'],
    ['/uz/pricing', 'uz'],
    ['/uz/referral/AMB-7', 'uz'],
  ])('%s is a page in %s', (pathname, language) => {
    expect(languageOfPath(pathname)).toBe(language);
  });

  test.each(['/uzbekistan', '/uzb/pricing', '/seo-promotion-uzbekistan', '/pricing/uz', '/UZ/pricing'])(
    '%s is a Russian page: only the whole first segment `uz` names Uzbek',
    (pathname) => {
      expect(languageOfPath(pathname)).toBe('ru');
    },
  );
});

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
