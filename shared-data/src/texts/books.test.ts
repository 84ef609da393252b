/** The books' module as a page starts with it: no language asked for yet. */
async function freshBooks(): Promise<typeof import('./books')> {
  let books: typeof import('./books') | undefined;
  await jest.isolateModulesAsync(async () => {
    books = await import('./books');
  });
  return books as typeof import('./books');
}

test('a book loads the language asked for, once, and is read once loaded', async () => {
  const { BookNotLoadedError, defineBook, loadBooks, textsOf } = await freshBooks();
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
  const { defineBook } = await freshBooks();
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

test('a book defined after the page asked for its language starts loading it as its module runs', async () => {
  // jsdom's page is at `/`: the page's language is Russian.
  const { defineBook, loadPageBooks } = await freshBooks();
  const calls: string[] = [];
  const loaders = (name: string) => ({
    ru: async () => {
      calls.push(`${name} ru`);
      return { default: { hello: 'Здравствуйте' } };
    },
    uz: async () => {
      calls.push(`${name} uz`);
      return { default: { hello: 'Assalomu alaykum' } };
    },
  });
  defineBook<{ hello: string }>('test-first', loaders('first'));
  expect(calls).toEqual([]);
  await loadPageBooks();
  expect(calls).toEqual(['first ru']);
  const later = defineBook<{ hello: string }>('test-later', loaders('later'));
  expect(calls).toEqual(['first ru', 'later ru']);
  await loadPageBooks();
  expect(calls).toEqual(['first ru', 'later ru']);
  expect(later.loaded('ru')?.hello).toBe('Здравствуйте');
  expect(later.loaded('uz')).toBeUndefined();
});
