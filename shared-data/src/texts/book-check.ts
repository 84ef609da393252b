import { uzbekSpellingProblems } from './uzbek-spelling';

/** What differs between a package's Russian and Uzbek books, or is wrong in the Uzbek one, with where. */
export interface BookProblem {
  /** The text's path in the book: `plans.orderButton`, `faq.3.answer`. */
  path: string;
  problem: string;
}

const kindOf = (value: unknown) =>
  Array.isArray(value)
    ? 'list'
    : value === null
      ? 'null'
      : typeof value === 'object'
        ? 'section'
        : typeof value;

/**
 * Walks both books and names every text one has and the other lacks, a list of another length, a function of other
 * values (by how many it takes), an empty text, and an Uzbek string that breaks the site's spelling (Cyrillic, a
 * look-alike apostrophe). A book test expects none.
 */
export function bookProblems(ru: unknown, uz: unknown, path = ''): BookProblem[] {
  const here = (problem: string): BookProblem[] => [{ path: path || '(book)', problem }];
  const [ruKind, uzKind] = [kindOf(ru), kindOf(uz)];
  if (ruKind !== uzKind) return here(`is a ${ruKind} in Russian and a ${uzKind} in Uzbek`);
  if (typeof ru === 'string' && typeof uz === 'string') {
    if (ru.trim() === '') return here('is empty in Russian');
    return uzbekSpellingProblems(uz).map(({ kind, ...found }) =>
      kind === 'empty'
        ? { path, problem: 'is empty in Uzbek' }
        : {
            path,
            problem: `has ${kind === 'cyrillic' ? 'Cyrillic' : 'a look-alike apostrophe'} in Uzbek: ${'found' in found ? found.found : ''}`,
          },
    );
  }
  if (typeof ru === 'function' && typeof uz === 'function') {
    return ru.length === uz.length
      ? []
      : here(`takes ${ru.length} values in Russian and ${uz.length} in Uzbek`);
  }
  if (Array.isArray(ru) && Array.isArray(uz)) {
    if (ru.length !== uz.length) return here(`lists ${ru.length} texts in Russian and ${uz.length} in Uzbek`);
    return ru.flatMap((item, index) =>
      bookProblems(item, uz[index], path ? `${path}.${index}` : String(index)),
    );
  }
  if (ruKind === 'section') {
    const ruSection = ru as Record<string, unknown>;
    const uzSection = uz as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(ruSection), ...Object.keys(uzSection)])];
    return keys.flatMap((key) => {
      const inner = path ? `${path}.${key}` : key;
      if (!(key in uzSection)) return [{ path: inner, problem: 'is missing in Uzbek' }];
      if (!(key in ruSection)) return [{ path: inner, problem: 'is missing in Russian' }];
      return bookProblems(ruSection[key], uzSection[key], inner);
    });
  }
  return here(`is a ${ruKind}, which a book does not hold`);
}
