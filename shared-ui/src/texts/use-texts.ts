import { useSyncExternalStore } from 'react';
import {
  type BookDefinition,
  booksVersion,
  type Language,
  languageOfPath,
  subscribeToBooks,
  textsOf,
} from 'shared-data/site';
import { useCurrentPathname } from '../layout/use-current-pathname';

/** The page's language: its path's (the request's on the server, the address bar's in the browser). */
export const usePageLanguage = (): Language => languageOfPath(useCurrentPathname());

/**
 * A package's texts in the page's language. Whoever renders the page loads its language's books first
 * (`loadBooks`: the server's render, an island's hydration, a part loaded on intent), so this never waits.
 */
export function useTexts<Book>(book: BookDefinition<Book>): Book {
  // Renders again when a book is saved in `npm run dev` (never in a production build, where books do not change).
  useSyncExternalStore(subscribeToBooks, booksVersion, booksVersion);
  return textsOf(book, usePageLanguage());
}
