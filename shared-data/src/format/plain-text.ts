const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Text cut to at most `maxLength` UTF-16 units (the unit of JavaScript's `length`, and of Telegram's and most
 * limits), ending with `ellipsis` when cut. It is cut between graphemes only, so no surrogate pair, emoji sequence
 * or letter with its marks is split.
 */
export function cutText(text: string, maxLength: number, ellipsis = '…'): string {
  if (text.length <= maxLength) return text;
  const room = maxLength - ellipsis.length;
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > room) break;
    end = index + segment.length;
  }
  return `${text.slice(0, end)}${ellipsis}`;
}

const lineBreaksAndControls = /[\p{Cc}\u2028\u2029]/gu;
const bidiControls = /[\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Text shaped to stay on one line of a plain-text medium (a chat message line, a terminal cell, a log line):
 * line breaks (CR, LF, NEL, U+2028/2029) and other control characters become spaces, bidi embedding and isolate
 * controls are removed, and whitespace runs become one space.
 */
export function foldToLine(text: string): string {
  return text.replace(bidiControls, '').replace(lineBreaksAndControls, ' ').replace(/\s+/gu, ' ').trim();
}
