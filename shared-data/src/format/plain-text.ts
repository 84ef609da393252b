let segmenter: Intl.Segmenter | undefined;

/**
 * The grapheme segmenter, made on first use: making one loads the break rules, which takes a browser 15–20 ms of
 * main thread, and every page loads this module while few ever cut a text.
 */
const graphemes = () => (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));

/** How many graphemes (user-perceived characters) text has: a letter with its marks or an emoji sequence is one. */
export const graphemeCount = (text: string): number => [...graphemes().segment(text)].length;

export interface CutOptions {
  /** What `maxLength` counts: UTF-16 units (JavaScript's `length`, Telegram's limit; default) or graphemes. */
  unit?: 'utf16' | 'grapheme';
  ellipsis?: string;
}

/**
 * Text cut to at most `maxLength` units, ending with an ellipsis (counted in the limit) when cut. It is cut between
 * graphemes only, so no surrogate pair, emoji sequence or letter with its marks is split.
 */
export function cutText(
  text: string,
  maxLength: number,
  { unit = 'utf16', ellipsis = '…' }: CutOptions = {},
) {
  const measure = unit === 'utf16' ? (part: string) => part.length : graphemeCount;
  if (measure(text) <= maxLength) return text;
  let room = maxLength - measure(ellipsis);
  let end = 0;
  for (const { segment } of graphemes().segment(text)) {
    room -= unit === 'utf16' ? segment.length : 1;
    if (room < 0) break;
    end += segment.length;
  }
  return `${text.slice(0, end)}${ellipsis}`;
}

const lineBreaksAndControls = /[\p{Cc}\u2028\u2029]/gu;
// Embeddings, overrides and isolates, and the marks that reorder what is around them (ALM, LRM, RLM).
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Text shaped to stay on one line of a plain-text medium (a chat message line, a terminal cell, a log line):
 * line breaks (CR, LF, NEL, U+2028/2029) and other control characters become spaces, bidi controls and marks are
 * removed, and whitespace runs become one space.
 */
export function foldToLine(text: string): string {
  return text.replace(bidiControls, '').replace(lineBreaksAndControls, ' ').replace(/\s+/gu, ' ').trim();
}

// A line end, or one character a terminal would act on: the bidi set above and every Cc.
const terminalControls = /\r\n|[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Text for a terminal, kept whole and on its lines: line ends (LF, CRLF) stay, and every other control character
 * (C0, DEL, C1) and bidi control or mark is shown as its code point, `<U+001B>`, so the terminal prints it instead
 * of acting on it (no colours, cursor moves, titles or reordered text from data).
 */
export function showControls(text: string): string {
  return text.replace(terminalControls, (found) =>
    found === '\r\n' || found === '\n'
      ? found
      : `<U+${(found.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`,
  );
}
