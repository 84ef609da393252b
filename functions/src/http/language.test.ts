import { requestLanguage } from './language';

const asking = (acceptLanguage?: string) =>
  new Request('http://localhost/functions/v1/check-promo-code', {
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  });

test.each([
  [undefined, 'ru'],
  ['uz', 'uz'],
  ['ru', 'ru'],
  ['uz-UZ,uz;q=0.9,ru;q=0.8', 'uz'],
  ['en-US,en;q=0.9,uz;q=0.5,ru;q=0.7', 'ru'],
  ['ru;q=0, uz', 'uz'],
  ['en-GB', 'ru'],
  ['UZ-Latn', 'uz'],
])('Accept-Language %p is answered in %s', (header, language) => {
  expect(requestLanguage(asking(header))).toBe(language);
});
