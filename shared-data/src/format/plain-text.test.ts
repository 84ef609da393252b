import { cutText, foldToLine, graphemeCount, showControls } from './plain-text';

describe('cutText', () => {
  it('keeps text within the limit as it is', () => {
    expect(cutText('Позвоните', 9)).toBe('Позвоните');
  });

  it('cuts with an ellipsis and counts it in the limit', () => {
    expect(cutText('Позвоните вечером', 9)).toBe('Позвонит…');
  });

  it.each([
    ['an emoji', 'a😀😀😀', 3, 'a…'],
    ['an emoji at the other parity', 'ab😀😀😀', 4, 'ab…'],
    ['a family emoji', 'a👨‍👩‍👧b', 6, 'a…'],
    ['a letter with its accent', 'ёе\u0308ж', 3, 'ё…'],
    ['a flag', '🇺🇿🇺🇿', 5, '🇺🇿…'],
  ])('never splits %s', (_, text, limit, cut) => {
    const result = cutText(text, limit);
    expect(result).toBe(cut);
    expect(result.length).toBeLessThanOrEqual(limit);
    expect(result.isWellFormed()).toBe(true);
  });

  it('stays within the limit at every length over emoji', () => {
    const text = `Я ${'😀'.repeat(50)}`;
    for (let limit = 1; limit <= text.length; limit += 1) {
      const result = cutText(text, limit);
      expect(result.length).toBeLessThanOrEqual(limit);
      expect(result.isWellFormed()).toBe(true);
    }
  });
  it('counts graphemes when asked', () => {
    expect(graphemeCount('Лола 👩‍👩‍👧ё\u0308')).toBe(7);
    expect(cutText('👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧', 2, { unit: 'grapheme' })).toBe('👩‍👩‍👧…');
    expect(cutText('Лола', 4, { unit: 'grapheme' })).toBe('Лола');
  });
});

describe('foldToLine', () => {
  it.each([
    ['LF and CR', 'Аня\r\nТелефон: 1', 'Аня Телефон: 1'],
    ['NEL, line and paragraph separators', 'a\u0085b\u2028c\u2029d', 'a b c d'],
    ['C0 and C1 controls', 'a\u0000b\u001b[31mc\u0007d\u009be\u007ff', 'a b [31mc d e f'],
    ['bidi controls', 'a\u202eb\u2066c\u2069d\u202a', 'abcd'],
    ['bidi marks (LRM, RLM, ALM)', 'a\u200eb\u200fc\u061cd', 'abcd'],
    ['whitespace runs', '  a \t\t b  ', 'a b'],
  ])('folds %s', (_, text, folded) => {
    expect(foldToLine(text)).toBe(folded);
  });

  it('keeps letters, emoji and punctuation', () => {
    expect(foldToLine('Лола 😀 «Ко» — ok!')).toBe('Лола 😀 «Ко» — ok!');
  });
});

describe('showControls', () => {
  it.each([
    [
      'ESC and its sequences',
      'Лола\u001b[31m\u001b]0;title\u0007',
      'Лола<U+001B>[31m<U+001B>]0;title<U+0007>',
    ],
    ['C1 (CSI) and DEL', 'a\u009b2Jb\u007f', 'a<U+009B>2Jb<U+007F>'],
    ['NUL, TAB, a lone CR', 'a\u0000b\tc\rd', 'a<U+0000>b<U+0009>c<U+000D>d'],
    [
      'bidi overrides, isolates and marks',
      '\u202etxt.exe\u2066\u2069\u200e\u200f',
      '<U+202E>txt.exe<U+2066><U+2069><U+200E><U+200F>',
    ],
  ])('shows %s as code points', (_, text, shown) => {
    expect(showControls(text)).toBe(shown);
  });

  it('keeps the lines, letters, emoji and spacing', () => {
    const csv = '\uFEFFid,name\r\n1,"Лола  😀\nКаримова"\r\n';
    expect(showControls(csv)).toBe(csv);
  });
});

describe('the grapheme segmenter', () => {
  const { Segmenter } = Intl;
  const replaceSegmenter = (value: typeof Segmenter) => Object.defineProperty(Intl, 'Segmenter', { value });
  afterEach(() => {
    replaceSegmenter(Segmenter);
  });

  it('is made on the first cut, not when a page loads the module, and then kept', () => {
    let made = 0;
    replaceSegmenter(
      class extends Segmenter {
        constructor(...args: ConstructorParameters<typeof Segmenter>) {
          super(...args);
          made += 1;
        }
      },
    );
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./plain-text')>('./plain-text');
      expect(made).toBe(0);
      expect(fresh.graphemeCount('👍🏽 ок')).toBe(4);
      expect(fresh.cutText('Позвоните вечером', 9, { unit: 'grapheme' })).toBe('Позвонит…');
      expect(made).toBe(1);
    });
  });
});
