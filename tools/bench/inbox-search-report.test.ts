import type { InboxSearchResult } from './inbox-search';
import { inboxSearchTable } from './inbox-search-report';
import { tableCells } from './table-cells';

const result = (withIndexMs: number): InboxSearchResult => ({
  leads: 100_000,
  runs: 9,
  searches: [
    { q: 'Дилноза Юсупова', found: 334, withIndexMs: 4.26, withoutIndexMs: 151.2 },
    { q: '90 123 45 67', found: 1, withIndexMs: 1.5, withoutIndexMs: 98 },
  ],
  withIndexMs,
  withoutIndexMs: 120.04,
});

describe('inboxSearchTable', () => {
  it('shows each search with and without the indexes, and holds the median of all to 50 ms', () => {
    const rows = tableCells(inboxSearchTable(result(3.2)));
    expect(rows[0]).toEqual(['search', 'leads found', 'trigram indexes, ms', 'no index, ms']);
    expect(rows[2]).toEqual(['`Дилноза Юсупова`', '334', '4.3', '151.2']);
    expect(rows.at(-1)).toEqual(['all searches', '', '3.2 ✓', '120.0']);
    expect(tableCells(inboxSearchTable(result(50.4))).at(-1)?.[2]).toBe('50.4 ✗');
  });
});
