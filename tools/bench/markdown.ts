export type Align = 'left' | 'right';

const width = (text: string) => [...text].length;

const pad = (text: string, size: number, align: Align) => {
  const fill = ' '.repeat(Math.max(0, size - width(text)));
  return align === 'right' ? fill + text : text + fill;
};

/** A markdown table with padded columns, readable as plain text too; the first column is left-aligned, the rest right unless told. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align?: readonly Align[],
): string {
  const aligns = header.map((_, index) => align?.[index] ?? (index === 0 ? 'left' : 'right'));
  const sizes = header.map((title, index) =>
    Math.max(3, width(title), ...rows.map((row) => width(row[index] ?? ''))),
  );
  const line = (cells: readonly string[]) =>
    `| ${sizes.map((size, index) => pad(cells[index] ?? '', size, aligns[index] ?? 'left')).join(' | ')} |`;
  const rule = `| ${sizes
    .map((size, index) => (aligns[index] === 'right' ? `${'-'.repeat(size - 1)}:` : '-'.repeat(size)))
    .join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
