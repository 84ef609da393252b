import { languageOfPath } from './languages';

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
