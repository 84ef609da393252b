import { JSDOM } from 'jsdom';

/** An inline script of a document: where its element sits in the HTML (string offsets) and the size of its text. */
export interface InlineScript {
  from: number;
  to: number;
  /** The UTF-8 length of its text. */
  bytes: number;
}

/** Every `<script>` element without `src` that the HTML parser finds in `html`, data blocks included. */
export function inlineScripts(html: string): InlineScript[] {
  const dom = new JSDOM(html, { includeNodeLocations: true });
  return [...dom.window.document.querySelectorAll('script:not([src])')].flatMap((script) => {
    const location = dom.nodeLocation(script);
    if (!location) return [];
    const bytes = Buffer.byteLength(script.textContent ?? '');
    return [{ from: location.startOffset, to: location.endOffset, bytes }];
  });
}

/** The string offset of a line and column of `html`, both from 1 as trace events give them; NaN past its last line. */
export function offsetOf(html: string, line: number, column: number): number {
  let start = 0;
  for (let current = 1; current < line; current += 1) {
    const end = html.indexOf('\n', start);
    if (end === -1) return Number.NaN;
    start = end + 1;
  }
  return start + column - 1;
}

/**
 * The inline script whose element holds the position (line and column from 1) an EvaluateScript event names for it,
 * the start of its text; none for a script the page added by itself, which the HTML does not hold.
 */
export function inlineScriptAt(
  scripts: readonly InlineScript[],
  html: string,
  line: number,
  column: number,
): InlineScript | undefined {
  const offset = offsetOf(html, line, column);
  return scripts.find((script) => script.from <= offset && offset <= script.to);
}
