import { csvCell, toCsv, utf8Bom } from './csv';

describe('csvCell', () => {
  test.each([
    ['plain', 'Азиз Каримов', 'Азиз Каримов'],
    ['a comma', 'Ташкент, Чиланзар', '"Ташкент, Чиланзар"'],
    ['quotes', 'ООО "Ромашка"', '"ООО ""Ромашка"""'],
    ['a line break', 'строка 1\nстрока 2', '"строка 1\nстрока 2"'],
    ['CRLF', 'a\r\nb', '"a\r\nb"'],
  ])('text with %s', (_, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  test.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+998901112233', "'+998901112233"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('defuses %j, which a spreadsheet would run as a formula', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  test('numbers, empties, dates and JSON', () => {
    expect(csvCell(6500000)).toBe('6500000');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2025-08-01T10:00:00Z'))).toBe('2025-08-01T10:00:00.000Z');
    expect(csvCell({ comments: 'Да, "срочно"' })).toBe('"{""comments"":""Да, \\""срочно\\""""}"');
  });

  test('quotes for the delimiter in use', () => {
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a,b', ';')).toBe('a,b');
  });
});

describe('toCsv', () => {
  test('BOM, header, CRLF after every record', () => {
    const csv = toCsv(
      [
        { header: 'name', value: (row: { name: string; price: number }) => row.name },
        { header: 'price', value: (row) => row.price },
      ],
      [
        { name: 'Нодира', price: 100 },
        { name: 'Лола, ИП', price: 200 },
      ],
    );
    expect(csv).toBe(`${utf8Bom}name,price\r\nНодира,100\r\n"Лола, ИП",200\r\n`);
    expect(csv.startsWith('\uFEFF')).toBe(true);
  });
});
