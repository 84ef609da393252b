import { BookNotLoadedError, defineBook, loadBooks, textsOf } from './books';

test('a book loads the language asked for, once, and is read once loaded', async () => {
  const calls: string[] = [];
  const book = defineBook<{ hello: string }>('test-greetings', {
    ru: async () => {
      calls.push('ru');
      return { default: { hello: 'Здравствуйте' } };
    },
    uz: async () => {
      calls.push('uz');
      return { default: { hello: 'Assalomu alaykum' } };
    },
  });
  expect(() => textsOf(book, 'uz')).toThrow(BookNotLoadedError);
  expect(() => textsOf(book, 'uz')).toThrow(
    'The uz texts of test-greetings are read before they were loaded',
  );
  await Promise.all([loadBooks('uz'), loadBooks('uz'), book.load('uz')]);
  expect(calls).toEqual(['uz']);
  expect(textsOf(book, 'uz').hello).toBe('Assalomu alaykum');
  expect(book.loaded('ru')).toBeUndefined();
});

test('a book whose chunk did not arrive is asked for again by the next load', async () => {
  let attempts = 0;
  const book = defineBook<{ hello: string }>('test-flaky', {
    ru: async () => ({ default: { hello: 'Привет' } }),
    uz: async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Loading chunk texts-uz failed');
      return { default: { hello: 'Salom' } };
    },
  });
  await expect(book.load('uz')).rejects.toThrow('Loading chunk texts-uz failed');
  await expect(book.load('uz')).resolves.toEqual({ hello: 'Salom' });
  expect(attempts).toBe(2);
});
