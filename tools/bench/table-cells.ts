/** The cells of a Markdown table, row by row (the header and the divider included), as the bench tests read them. */
export const tableCells = (table: string) =>
  table.split('\n').map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
