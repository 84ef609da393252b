import { graphemeCount } from 'shared-data/core';
import { pictureText, previewName, previewNameMaxLength } from './preview-text';

describe('previewName', () => {
  it('keeps a plain first name as it is', () => {
    expect(previewName('Лола')).toBe('Лола');
    expect(previewName('Oʻgʻiloy')).toBe('Oʻgʻiloy');
  });

  it('drops control characters, line breaks and bidi overrides', () => {
    expect(previewName('Ло\u0000ла\n\r\u0007')).toBe('Ло ла');
    expect(previewName('\u202eЛола\u202c')).toBe('Лола');
  });

  it('drops emoji, flags, skin tones and the joiners between them', () => {
    expect(previewName('Лола 😀👍🏽🇺🇿 👩‍💻 ❤️')).toBe('Лола');
    expect(previewName('😀😀')).toBe('');
  });

  it('cuts a very long name by grapheme, with an ellipsis', () => {
    const name = previewName(`${'Й'.repeat(500)}`);
    expect(graphemeCount(name)).toBe(previewNameMaxLength);
    expect(name.endsWith('…')).toBe(true);
    // A letter with its combining mark is never split from it.
    expect(previewName('и\u0301'.repeat(100))).toMatch(/^(и\u0301){31}…$/u);
  });
});

describe('pictureText', () => {
  it('folds whitespace runs to one space', () => {
    expect(pictureText('  Тарифы\t\tна   маркетинг ')).toBe('Тарифы на маркетинг');
  });
});
