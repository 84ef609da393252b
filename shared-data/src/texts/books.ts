import { type Language, languageOfPath, languages } from '../routes/languages';

/**
 * A text of a book: a string, a function of the values a sentence needs (it picks its own words for a number with
 * `Intl.PluralRules`; never glued from translated pieces), a list, or a section of more texts.
 */
export type Text =
  | string
  | ((...values: never[]) => string)
  | readonly Text[]
  | { readonly [key: string]: Text };

/**
 * A book's shape as the other language must give it, from the Russian book: the same keys and lists, strings any
 * string, functions of the same values.
 */
export type BookShape<Book> = Book extends string
  ? string
  : Book extends (...values: infer Values) => string
    ? (...values: Values) => string
    : Book extends readonly (infer Item)[]
      ? readonly BookShape<Item>[]
      : { readonly [Key in keyof Book]: BookShape<Book[Key]> };

/** A package's texts in each language, each loaded as a chunk of its own (`import('./texts/uz')`). */
export interface BookDefinition<Book> {
  /** The package's name, for messages. */
  name: string;
  /** Loads the book of `language` (once; later calls answer the same promise). */
  load(language: Language): Promise<Book>;
  /** The book of `language` when it has been loaded, else undefined. */
  loaded(language: Language): Book | undefined;
  /** Loads again the languages loaded so far, from their modules as they are now (`reloadBooks`). */
  reload(): Promise<void>;
}

type Loaders<Book> = Readonly<Record<Language, () => Promise<{ default: BookShape<Book> }>>>;

/** Every book defined so far on this page or server, in the order their modules ran. */
const definedBooks: BookDefinition<unknown>[] = [];

/**
 * The languages a page's renders asked for (`loadPageBooks`): a book defined later (by a part loaded on intent)
 * starts loading them as its module runs, beside the rest of that part's code rather than after it.
 */
const languagesAskedFor = new Set<Language>();

/**
 * Texts changed while the page is open (`npm run dev`): a saved book is loaded again and every reader of books
 * renders again with it. The count changes each time; `subscribeToBooks` tells the readers.
 */
let booksChanged = 0;
const bookReaders = new Set<() => void>();
export const subscribeToBooks = (onChange: () => void) => {
  bookReaders.add(onChange);
  return () => bookReaders.delete(onChange);
};
export const booksVersion = () => booksChanged;

/**
 * Defines a package's book: the loader of each language's module. Code that renders texts reads the loaded book
 * (`loaded`); whoever renders first makes sure the page's language is loaded (`loadBooks`).
 */
export function defineBook<Book>(name: string, loaders: Loaders<Book>): BookDefinition<Book> {
  const pending = new Map<Language, Promise<Book>>();
  const ready = new Map<Language, Book>();
  const definition: BookDefinition<Book> = {
    name,
    load(language) {
      let found = pending.get(language);
      if (!found) {
        found = loaders[language]().then(({ default: book }) => {
          ready.set(language, book as Book);
          return book as Book;
        });
        // A book that failed to arrive is asked for again by the next load.
        found.catch(() => pending.delete(language));
        pending.set(language, found);
      }
      return found;
    },
    loaded: (language) => ready.get(language),
    async reload() {
      const loadedLanguages = [...ready.keys()];
      pending.clear();
      await Promise.all(loadedLanguages.map((language) => definition.load(language)));
    },
  };
  definedBooks.push(definition as BookDefinition<unknown>);
  // Whoever renders it awaits `loadBooks`, which asks again and reports a failure; this only starts early.
  for (const language of languagesAskedFor) definition.load(language).catch(() => undefined);
  return definition;
}

/**
 * Loads again every book's languages that were loaded, and renders their readers again: a book saved in `npm run dev`
 * (its module took its own update, `tools/dev/text-books-hot.cjs`).
 */
export async function reloadBooks(): Promise<void> {
  await Promise.all(definedBooks.map((book) => book.reload()));
  booksChanged += 1;
  for (const reader of bookReaders) reader();
}

/** Loads the `language` book of every package defined so far: what a render in that language reads. */
export async function loadBooks(language: Language): Promise<void> {
  await Promise.all(definedBooks.map((book) => book.load(language)));
}

/** Loads every language's book of every package defined so far (a server renders either language). */
export const loadAllBooks = () => Promise.all(languages.map(loadBooks));

/** Thrown when a text is read before its book was loaded: a render path that skipped `loadBooks`. */
export class BookNotLoadedError extends Error {
  constructor(book: string, language: Language) {
    super(`The ${language} texts of ${book} are read before they were loaded`);
    this.name = 'BookNotLoadedError';
  }
}

/** The loaded book of `language`, or a clear error naming the book. */
export function textsOf<Book>(book: BookDefinition<Book>, language: Language): Book {
  const texts = book.loaded(language);
  if (!texts) throw new BookNotLoadedError(book.name, language);
  return texts;
}

/** Whether the `language` book of every package defined so far is loaded. */
export const booksLoaded = (language: Language) =>
  definedBooks.every((book) => book.loaded(language) !== undefined);

/**
 * The books a render here needs: in the browser the page's language (its address's), on a server every language (it
 * renders either). `loadPageBooks` loads them; `pageBooksLoaded` says whether they are there.
 */
const pageLanguages = (): readonly Language[] =>
  typeof window === 'undefined' ? languages : [languageOfPath(window.location.pathname)];

export const loadPageBooks = async (): Promise<void> => {
  const asked = pageLanguages();
  for (const language of asked) languagesAskedFor.add(language);
  await Promise.all(asked.map(loadBooks));
};

export const pageBooksLoaded = (): boolean => pageLanguages().every(booksLoaded);
