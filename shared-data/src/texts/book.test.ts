import { bookProblems } from 'shared-data/testing';
import ru from './ru';
import uz from './uz';
import { uzbekSpellingProblems } from './uzbek-spelling';

test('the Uzbek book gives every Russian text of shared-data, spelt by the site’s rule', () => {
  expect(bookProblems(ru, uz)).toEqual([]);
});

test('the Uzbek sentences written with values stay Uzbek once the values are in', () => {
  const written = [
    uz.selection.unknownItem('seo-audit'),
    uz.bounds.below.order(6_500_000),
    uz.bounds.below.project(3_500_000),
    uz.bounds.above.order(39_000_000),
    uz.bounds.above.project(50_000_000),
    uz.bounds.message(6_500_000, 39_000_000),
  ];
  for (const text of written) {
    expect([text, uzbekSpellingProblems(text)]).toEqual([text, []]);
  }
});

test('the Russian book writes the values into its sentences as the Russian exports always did', () => {
  expect(ru.selection.unknownItem('seo-audit')).toBe('Неизвестная услуга: seo-audit');
  expect(ru.bounds.below.order(6_500_000)).toBe('Минимальная сумма заказа: 6\u00a0500\u00a0000\u00a0сум');
  expect(ru.bounds.above.project(50_000_000)).toBe(
    'Максимальная сумма проекта: 50\u00a0000\u00a0000\u00a0сум',
  );
  expect(ru.fields.textTooLong.comments).toBe('Комментарий не длиннее 2000 символов');
});
