import { glossary } from './glossary';
import { uzbekSpellingProblems } from './uzbek-spelling';

test('every term is named in both languages, its Uzbek spelt as the site spells it', () => {
  for (const [term, { ru, uz }] of Object.entries(glossary)) {
    expect({ term, ru: /[\u0400-\u04ff]/u.test(ru), problems: uzbekSpellingProblems(uz) }).toEqual({
      term,
      ru: true,
      problems: [],
    });
  }
});

test('no two terms share an Uzbek name', () => {
  const names = Object.values(glossary).map(({ uz }) => uz);
  expect(new Set(names).size).toBe(names.length);
});
