import type { InboxSearchResult } from './inbox-search';
import { markdownTable } from './markdown';
import { checkedCell, targets } from './targets';

const ms = (value: number) => value.toFixed(1);

/** What the inbox search section says it measured. */
export function inboxSearchNote({ leads, runs }: InboxSearchResult): string {
  return (
    `The team inbox's search (\`admin-leads\`'s first page of 50: rows, total and counts per status) among ` +
    `${leads.toLocaleString('en')} made-up leads on a throwaway PostgreSQL 15, vacuumed and analysed after the ` +
    `insert as autovacuum would leave it; each search ${runs} times in turn after 2 warm-up rounds, median in ms. ` +
    'Then the same searches with the trigram indexes dropped (every lead read), in the same run.'
  );
}

/** A row per search, then the median of them all held to the budget. */
export function inboxSearchTable(result: InboxSearchResult): string {
  return markdownTable(
    ['search', 'leads found', 'trigram indexes, ms', 'no index, ms'],
    [
      ...result.searches.map((row) => [
        `\`${row.q}\``,
        String(row.found),
        ms(row.withIndexMs),
        ms(row.withoutIndexMs),
      ]),
      [
        'all searches',
        '',
        checkedCell(result.withIndexMs, ms(result.withIndexMs), targets.inboxSearchMs),
        ms(result.withoutIndexMs),
      ],
    ],
    ['left'],
  );
}
