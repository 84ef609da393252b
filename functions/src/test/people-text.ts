import fc from 'fast-check';

/** Characters that take several UTF-16 units or form one grapheme from several code points. */
const clusters = [
  '😀',
  '😁',
  '👍🏽',
  '👨‍👩‍👧‍👦',
  '👩🏻‍💻',
  '🏳️‍🌈',
  '🇺🇿',
  '🇷🇺',
  '❤️',
  '1️⃣',
  'e\u0301',
  'и\u0306',
  'بَ',
  'क्षि',
  'ที่',
  '𠀋',
  '𝒜',
] as const;

/** One UTF-16 unit each and never trimmed: what fills a text to an exact length. */
const fillers = [...'ЯяёЁўқғҳЎҚʻaZ7№«»—ممשל漢字'] as const;

const words = ['Алишер', 'Тошкент', 'Oʻzbekiston', 'Gʻulom', 'Ўзбекистон', 'مرحبا', 'שלום', '你好', '東京'];

/** Words and characters that no text shaping changes: letters of several scripts, emoji and combining marks. */
export const plainPieces: readonly string[] = [...words, ...fillers, ...clusters];

/** Words, marks and controls as people's browsers, phones and keyboards send them. */
const pieces: readonly string[] = [
  ...words,
  ' ',
  '\n',
  '\r\n',
  '\r',
  '\t',
  '\n\nТелефон: +998 90 000 00 00\n',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u202e',
  '\u2066',
  '\u2069',
  '\u061c',
  '\ufeff',
  '\u00a0',
  '\u00ad',
  '\u2028',
  '\u0301',
  ...fillers,
  ...clusters,
];

/** Whole pieces while they fit in `length` units, then fillers to exactly `length`. */
function fit(parts: readonly string[], length: number, fill: string): string {
  let text = '';
  for (const part of parts) {
    if (text.length + part.length > length) break;
    text += part;
  }
  return text + fill.repeat(length - text.length);
}

/**
 * A text of exactly `length` UTF-16 units with one multi-unit cluster across unit `at` (it takes units `at - 1`
 * and `at` when the text is that long, else it ends the text): a cut at `at` splits it. It starts with a filler and
 * ends with a filler or the cluster, so trimming keeps the length.
 */
export const textOfLength = (length: number, at: number, parts: readonly string[] = pieces) =>
  fc
    .record({
      cluster: fc.constantFrom(...clusters),
      into: fc.nat(),
      head: fc.array(fc.constantFrom(...parts), { maxLength: 40 }),
      tail: fc.array(fc.constantFrom(...parts), { maxLength: 40 }),
      fill: fc.constantFrom(...fillers),
    })
    .map(({ cluster, into, head, tail, fill }) => {
      const size = cluster.length;
      if (length < size + 1) return fill.repeat(length);
      const wanted = at - 1 - (size > 1 ? into % (size - 1) : 0);
      const start = Math.max(1, Math.min(wanted, length - size));
      const rest = length - start - size;
      return `${fill}${fit(head, start - 1, fill)}${cluster}${rest > 0 ? fit(tail, rest - 1, fill) + fill : ''}`;
    });

/** Texts of `limit - 1`, `limit` and `limit + 1` units with a cluster across the limit. */
export const textAtLimit = (limit: number) =>
  fc.integer({ min: limit - 1, max: limit + 1 }).chain((length) => textOfLength(length, limit));

/** Any text people type, of up to `maxLength` pieces: scripts, emoji, newlines, controls and invisible marks. */
export const peopleText = (maxLength: number) =>
  fc.array(fc.constantFrom(...pieces), { maxLength }).map((parts) => parts.join(''));
