import { cutText, foldToLine, graphemeCount } from 'shared-data/core';

export interface TableColumn<Row> {
  header: string;
  value: (row: Row) => string;
  /** Longer values are cut with `…`. */
  maxWidth?: number;
  align?: 'left' | 'right';
}

const cell = (text: string, max: number | undefined) => {
  const line = foldToLine(text);
  return max === undefined ? line : cutText(line, max, { unit: 'grapheme' });
};

/**
 * A plain-text table for a terminal: a header, a rule, one line per row. Each value is folded to one line first
 * (control characters, such as a stored name's escape codes, never reach the terminal), widths in graphemes.
 */
export function formatTable<Row>(columns: readonly TableColumn<Row>[], rows: readonly Row[]): string {
  const cells = rows.map((row) => columns.map((column) => cell(column.value(row), column.maxWidth)));
  const widths = columns.map((column, i) =>
    Math.max(graphemeCount(column.header), ...cells.map((line) => graphemeCount(line[i] ?? ''))),
  );
  const pad = (text: string, i: number) => {
    const fill = ' '.repeat((widths[i] ?? 0) - graphemeCount(text));
    return columns[i]?.align === 'right' ? fill + text : text + fill;
  };
  const render = (line: string[]) =>
    line
      .map((text, i) => pad(text, i))
      .join('  ')
      .trimEnd();
  return [
    render(columns.map((column) => column.header)),
    render(widths.map((w) => '─'.repeat(w))),
    ...cells.map(render),
  ].join('\n');
}
