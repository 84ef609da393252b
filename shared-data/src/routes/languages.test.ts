import { languageOfPath, pagePathOf, pathIn } from './languages';

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

describe('a page’s path in each language', () => {
  test.each([
    ['/', '/'],
    ['/pricing', '/pricing'],
    ['/uz', '/'],
    ['/uz/', '/'],
    ['/uz/pricing', '/pricing'],
    ['/uz/referral/AMB-7', '/referral/AMB-7'],
    ['/uzbekistan', '/uzbekistan'],
  ])('%s is the page %s', (pathname, page) => {
    expect(pagePathOf(pathname)).toBe(page);
  });

  test.each([
    ['ru', '/', '/'],
    ['ru', '/uz/pricing', '/pricing'],
    ['uz', '/', '/uz'],
    ['uz', '/pricing', '/uz/pricing'],
    ['uz', '/uz/pricing', '/uz/pricing'],
    ['uz', '/digital/services', '/uz/digital/services'],
  ] as const)('in %s, %s is at %s', (language, page, path) => {
    expect(pathIn(language, page)).toBe(path);
  });
});
