import type { FloodMix, FloodResult, FloodSide } from './flood';
import { markdownTable } from './markdown';
import { checkedCell, targets } from './targets';

/** What the flood section says it measured. */
export function floodNote({ seconds, connections, names, mixes }: FloodResult): string {
  const pages = mixes[0]?.sides.after.pages ?? 0;
  return (
    `One client (autocannon, ${connections} connections, from 127.0.0.1) asks for referral pictures at full speed ` +
    `for ${seconds} s, once for each column: every request, or one in N, the picture of one of ${names} real ` +
    'ambassadors, in turn, the others a made-up id of the real shape and a malformed one alternately. Meanwhile ' +
    'another client asks ' +
    `for \`/pricing\` every 250 ms, and ${pages} visitors, each from an address of its own, open a real referral ` +
    'page nobody opened before, evenly spread. The floods run one after the other on each site. Times in ms.'
  );
}

const rows: [string, (side: FloodSide) => string][] = [
  ['flood answered, req/s', (side) => String(side.floodPerSecond)],
  ['flood answers not 2xx', (side) => String(side.floodNon2xx)],
  ['`/pricing` p50, before the floods', (side) => String(side.pricingQuiet.p50)],
  [
    '`/pricing` p50, during the flood',
    (side) =>
      checkedCell(side.pricingFlooded.p50, String(side.pricingFlooded.p50), targets.floodPricingP50Ms),
  ],
  ['`/pricing` p99, during the flood', (side) => String(side.pricingFlooded.p99)],
  [
    'new referral pages named',
    (side) => checkedCell(side.named / side.pages, `${side.named} / ${side.pages}`, targets.floodPagesNamed),
  ],
];

const sidesOf = ({ sides }: FloodMix) => (sides.before ? [sides.before, sides.after] : [sides.after]);

/** The floods' figures, a row each; a column per flood and side (before and after side by side with a base). */
export function floodTable({ mixes }: FloodResult): string {
  const header = mixes.flatMap(({ namedEvery, sides }) => {
    const flood = namedEvery === 1 ? 'all named' : `1 in ${namedEvery} named`;
    return sides.before ? [`${flood}: before`, 'after'] : [flood];
  });
  return markdownTable(
    ['', ...header],
    rows.map(([label, cell]) => [label, ...mixes.flatMap((mix) => sidesOf(mix).map(cell))]),
  );
}
