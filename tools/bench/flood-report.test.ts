import type { FloodResult, FloodSide } from './flood';
import { floodTable } from './flood-report';
import { tableCells } from './table-cells';

const side = (named: number, p50: number): FloodSide => ({
  floodPerSecond: 150,
  floodNon2xx: 0,
  pricingQuiet: { p50: 7, p99: 20, samples: 40 },
  pricingFlooded: { p50, p99: p50 * 3, samples: 480 },
  named,
  pages: 29,
});
const result = (...mixes: FloodResult['mixes']): FloodResult => ({
  seconds: 120,
  connections: 10,
  names: 600,
  mixes,
});

describe('floodTable', () => {
  it('puts each flood’s before and after side by side and checks the median and the named pages', () => {
    const rows = tableCells(
      floodTable(
        result(
          { namedEvery: 1, sides: { before: side(29, 207), after: side(29, 36) } },
          { namedEvery: 10, sides: { before: side(7, 11), after: side(29, 20) } },
        ),
      ),
    );
    expect(rows[0]).toEqual(['', 'all named: before', 'after', '1 in 10 named: before', 'after']);
    expect(rows.find((row) => row[0] === '`/pricing` p50, during the flood')).toEqual([
      '`/pricing` p50, during the flood',
      '207 ✗',
      '36 ✓',
      '11 ✓',
      '20 ✓',
    ]);
    expect(rows.find((row) => row[0] === 'new referral pages named')).toEqual([
      'new referral pages named',
      '29 / 29 ✓',
      '29 / 29 ✓',
      '7 / 29 ✗',
      '29 / 29 ✓',
    ]);
  });

  it('has one column a flood without a base', () => {
    const table = floodTable(result({ namedEvery: 3, sides: { after: side(29, 12) } }));
    expect(tableCells(table)[0]).toEqual(['', '1 in 3 named']);
  });
});
