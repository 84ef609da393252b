import { comparisonTable, type Figure, share } from './comparison-table';
import { tableCells } from './table-cells';
import { targets } from './targets';

interface Row {
  route: string;
  long: { before?: number; after: number };
  quiet: { before?: number; after: number };
}

const figures: Figure<Row>[] = [
  { title: 'long ms', digits: 0, of: (row) => row.long, ratioTarget: targets.loadWorkShare },
  {
    title: 'quiet s',
    digits: 1,
    of: (row) => row.quiet,
    ratio: false,
    target: { text: '≤ 2', of: () => ({ text: '≤ 2', met: (value) => value <= 2 }) },
  },
];

describe('comparisonTable', () => {
  it('shows before, after and the ratio as a share of the base, each checked against its target', () => {
    const table = tableCells(
      comparisonTable(
        'route',
        [
          { route: '/', long: { before: 400, after: 100 }, quiet: { before: 2.5, after: 1.25 } },
          { route: '/pricing', long: { before: 300, after: 150 }, quiet: { before: 1, after: 1 } },
          { route: '/digital', long: { before: 0, after: 20 }, quiet: { before: 1, after: Number.NaN } },
        ],
        (row) => row.route,
        figures,
        true,
      ),
    );
    expect(table[0]).toEqual([
      'route',
      'long ms before',
      'long ms after',
      'long ms ratio',
      'quiet s before',
      'quiet s after',
    ]);
    expect(table[2]).toEqual(['target', '', '', '≤ 40%', '≤ 2', '≤ 2']);
    expect(table[3]).toEqual(['/', '400', '100', '25% ✓', '2.5 ✗', '1.3 ✓']);
    expect(table[4]).toEqual(['/pricing', '300', '150', '50% ✗', '1.0 ✓', '1.0 ✓']);
    expect(table[5]).toEqual(['/digital', '0', '20', 'n/a', '1.0 ✓', 'n/a ✗']);
  });

  it("shows this worktree's figures alone without a base", () => {
    const table = tableCells(
      comparisonTable(
        'route',
        [{ route: '/', long: { after: 90 }, quiet: { after: 3 } }],
        (row) => row.route,
        figures,
        false,
      ),
    );
    expect(table[0]).toEqual(['route', 'long ms', 'quiet s']);
    expect(table[2]).toEqual(['target', '', '≤ 2']);
    expect(table[3]).toEqual(['/', '90', '3.0 ✗']);
  });

  it('has no target row when no figure has a target', () => {
    const table = tableCells(
      comparisonTable(
        'route',
        [{ route: '/', long: { after: 90 }, quiet: { after: 3 } }],
        (row) => row.route,
        [figures[0] as Figure<Row>],
        false,
      ),
    );
    expect(table.map((row) => row[0])).toEqual(['route', '-----', '/']);
  });
});

describe('share', () => {
  it('reads a ratio as a whole percentage', () => {
    expect(share(0.384)).toBe('38%');
    expect(share(1.5)).toBe('150%');
    expect(share(Number.NaN)).toBe('n/a');
  });
});
