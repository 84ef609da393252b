import { useEffect, useReducer } from 'react';
import { type SharedUiTexts, sharedUiTexts } from '../texts/book';
import { usePageLanguage } from '../texts/use-texts';

/**
 * shared-ui's texts in the page's language for a notice that something did not arrive, which may show before the
 * page's books were loaded: a whole app whose store or code failed before it loaded them, or a render that failed
 * because a book did not arrive. Undefined until the book is there; it is asked for once more meanwhile (the page
 * names it among its scripts, so it is usually there without the network).
 */
export function useFailureTexts(): SharedUiTexts | undefined {
  const language = usePageLanguage();
  const texts = sharedUiTexts.loaded(language);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (texts) return undefined;
    let current = true;
    sharedUiTexts.load(language).then(
      () => {
        if (current) arrived();
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [texts, language]);
  return texts;
}
