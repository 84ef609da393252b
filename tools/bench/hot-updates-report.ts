import type { HotUpdateRow } from './hot-updates';
import { markdownTable } from './markdown';
import { checkedCell, targets } from './targets';

/** What the hot updates section says it measured. */
export function hotUpdatesNote(rows: readonly HotUpdateRow[]): string {
  const saves = rows[0]?.saves ?? 0;
  return (
    `\`npm run dev\` on ports of its own, one Chromium page with a form open and a name typed into it; ${saves} saves ` +
    'of each kind, each timed from the write of the file to the saved text on screen. Updated in place (React ' +
    'Refresh, what was typed kept) unless the row counts reloads; a part only the server renders reloads the page ' +
    'by design, so its row is not held to the target.'
  );
}

/** A row per kind of save: its median, held to the target when it is updated in place, its slowest and reloads. */
export function hotUpdatesTable(rows: readonly HotUpdateRow[]): string {
  return markdownTable(
    ['saved', 'median, ms', 'slowest, ms', 'reloads'],
    rows.map((row) => [
      row.change,
      row.reloads === 0
        ? checkedCell(row.medianMs, String(row.medianMs), targets.hotUpdateMs)
        : String(row.medianMs),
      String(row.maxMs),
      `${row.reloads} of ${row.saves}`,
    ]),
    ['left'],
  );
}
