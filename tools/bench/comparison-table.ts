import { ratio, type Sided } from './compare';
import { markdownTable } from './markdown';
import { checkedCell, type Target } from './targets';

/** One figure of a comparison table: its title, how it reads, and the targets its values and its ratio are held to. */
export interface Figure<R> {
  title: string;
  digits: number;
  of: (row: R) => Sided<number>;
  /** The target of both sides' values, and how it reads in the target row. */
  target?: { text: string; of: (row: R) => Target };
  /** Whether the table shows after ÷ before (when a base was measured); true unless told. */
  ratio?: boolean;
  ratioTarget?: Target;
}

const shown = (digits: number) => (value: number) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** after ÷ before as a percentage of the base. */
export const share = (value: number) => (Number.isFinite(value) ? `${Math.round(value * 100)}%` : 'n/a');

/**
 * A table with one row per item and, for each figure, the base's value, this worktree's and their ratio (after ÷
 * before, as a share of the base) — or this worktree's value alone when no base was measured. A target row follows
 * the header when any figure has a target; each value is checked against its target with ✓ or ✗.
 */
export function comparisonTable<R>(
  label: string,
  rows: readonly R[],
  rowLabel: (row: R) => string,
  figures: readonly Figure<R>[],
  withBase: boolean,
): string {
  const header = [label];
  const targetRow = ['target'];
  for (const figure of figures) {
    const text = figure.target?.text ?? '';
    if (!withBase) {
      header.push(figure.title);
      targetRow.push(text);
      continue;
    }
    header.push(`${figure.title} before`, `${figure.title} after`);
    targetRow.push(text, text);
    if (figure.ratio !== false) {
      header.push(`${figure.title} ratio`);
      targetRow.push(figure.ratioTarget?.text ?? '');
    }
  }
  const body = rows.map((row) => {
    const cells = [rowLabel(row)];
    for (const figure of figures) {
      const { before, after } = figure.of(row);
      const target = figure.target?.of(row);
      const cell = (value: number) => checkedCell(value, shown(figure.digits)(value), target);
      if (!withBase) {
        cells.push(cell(after));
        continue;
      }
      cells.push(before === undefined ? 'n/a' : cell(before), cell(after));
      if (figure.ratio !== false) {
        const value = ratio(before, after);
        cells.push(Number.isFinite(value) ? checkedCell(value, share(value), figure.ratioTarget) : 'n/a');
      }
    }
    return cells;
  });
  const hasTargets = figures.some((figure) => figure.target || (withBase && figure.ratioTarget));
  return markdownTable(header, hasTargets ? [targetRow, ...body] : body);
}
