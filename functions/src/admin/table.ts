export interface TableColumn<Row> {
  header: string;
  value: (row: Row) => string;
  /** Longer values are cut with `…`. */
  maxWidth?: number;
  align?: 'left' | 'right';
}

const cut = (text: string, max: number | undefined) =>
  max !== undefined && [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;

const width = (text: string) => [...text].length;

/** A plain-text table for a terminal: a header, a rule, one line per row. */
export function formatTable<Row>(columns: readonly TableColumn<Row>[], rows: readonly Row[]): string {
  const cells = rows.map((row) =>
    columns.map((column) => cut(column.value(row).replace(/\s+/g, ' ').trim(), column.maxWidth)),
  );
  const widths = columns.map((column, i) =>
    Math.max(width(column.header), ...cells.map((line) => width(line[i] ?? ''))),
  );
  const pad = (text: string, i: number) => {
    const fill = ' '.repeat((widths[i] ?? 0) - width(text));
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
