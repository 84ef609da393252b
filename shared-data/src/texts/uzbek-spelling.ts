/**
 * How the site writes Uzbek (Latin script): o‘ and g‘ with the left single quotation mark (U+2018), the tutuq belgisi
 * with the right one (U+2019, ma’lumot), as people type them on phones and search for them. One choice, kept in
 * every text; the look-alikes (ʻ U+02BB, ʼ U+02BC, the typewriter ' and `) are refused.
 */
export const uzbekLetters = { oQuote: 'o‘', gQuote: 'g‘', tutuq: '’' } as const;

/** A problem in an Uzbek text, as a book test reports it. */
export type UzbekSpellingProblem =
  | { kind: 'cyrillic'; found: string }
  | { kind: 'apostrophe'; found: string }
  | { kind: 'empty' };

const cyrillic = /[\u0400-\u04ff]+/u;
const lookAlikes = /[\u02bb\u02bc'`]/u;

/**
 * What is wrong with an Uzbek text: empty, a Cyrillic word (a text left in Russian, or typed in Uzbek Cyrillic), or
 * an apostrophe other than ‘ and ’. Names the first of each kind found.
 */
export function uzbekSpellingProblems(text: string): UzbekSpellingProblem[] {
  const problems: UzbekSpellingProblem[] = [];
  if (text.trim() === '') problems.push({ kind: 'empty' });
  const word = cyrillic.exec(text);
  if (word) problems.push({ kind: 'cyrillic', found: word[0] });
  const mark = lookAlikes.exec(text);
  if (mark) problems.push({ kind: 'apostrophe', found: mark[0] });
  return problems;
}
