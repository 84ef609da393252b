/** The byte order mark that makes Excel read a CSV file as UTF-8 (Cyrillic names stay readable). */
export const utf8Bom = '\uFEFF';

export type CsvValue =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | Record<string, unknown>
  | unknown[];

// Spreadsheets run a cell starting with one of these as a formula (CSV injection).
const formulaStart = /^[=+\-@\t\r]/;

/** One cell: text that could start a formula is prefixed with `'`, and quoted as RFC 4180 asks when needed. */
export function csvCell(value: CsvValue, delimiter = ','): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  let text: string;
  if (value instanceof Date) {
    text = value.toISOString();
  } else if (typeof value === 'string') {
    text = value;
  } else {
    text = JSON.stringify(value);
  }
  if (formulaStart.test(text)) {
    text = `'${text}`;
  }
  return text.includes('"') || text.includes(delimiter) || /[\r\n]/.test(text)
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

/** A whole RFC 4180 document: BOM, header row, CRLF after every record. */
export function toCsv<Row>(
  columns: readonly { header: string; value: (row: Row) => CsvValue }[],
  rows: readonly Row[],
  delimiter = ',',
): string {
  const line = (cells: CsvValue[]) => `${cells.map((cell) => csvCell(cell, delimiter)).join(delimiter)}\r\n`;
  return (
    utf8Bom +
    line(columns.map((column) => column.header)) +
    rows.map((row) => line(columns.map((column) => column.value(row)))).join('')
  );
}
