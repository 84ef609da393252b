import { uzbekSpellingProblems } from 'shared-data/core';
import { bookProblems } from 'shared-data/testing';
import ru from './ru';
import uz from './uz';

test('the Uzbek answers give every Russian answer of the functions, spelt by the site’s rule', () => {
  expect(bookProblems(ru, uz)).toEqual([]);
});

test('the Uzbek answers written with values stay Uzbek once the values are in', () => {
  const written = [
    uz.request.payloadTooLarge(64),
    uz.body.tooDeep(32),
    uz.body.idempotencyKey(200),
    uz.ambassador.promoRateLimited(15),
  ];
  for (const text of written) {
    expect([text, uzbekSpellingProblems(text)]).toEqual([text, []]);
  }
});
