import { markdownTable } from './markdown';

describe('markdownTable', () => {
  it('pads every column to its widest cell, text left and figures right', () => {
    expect(
      markdownTable(
        ['route', 'Perf'],
        [
          ['`/`', '97 ✓'],
          ['`/pricing`', '8 ✗'],
        ],
      ),
    ).toBe(
      [
        '| route      | Perf |',
        '| ---------- | ---: |',
        '| `/`        | 97 ✓ |',
        '| `/pricing` |  8 ✗ |',
      ].join('\n'),
    );
  });

  it('keeps a rule of at least three dashes and fills missing cells', () => {
    expect(markdownTable(['a', 'b'], [['x']], ['left', 'left'])).toBe(
      ['| a   | b   |', '| --- | --- |', '| x   |     |'].join('\n'),
    );
  });

  it('counts a non-ASCII character as one column', () => {
    const table = markdownTable(['build', 's'], [['всё', '1.0']]);
    expect(table.split('\n')[2]).toBe('| всё   | 1.0 |');
  });
});
