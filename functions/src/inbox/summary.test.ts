import type { Db } from '../db/port';
import { describeEachDatabase } from '../test/databases';
import { insertAmbassador } from '../test/fixtures';
import { readSummary, summaryDays } from './summary';

// 26 November 2026, 01:30 in Tashkent (20:30 UTC the day before).
const now = new Date('2026-11-25T20:30:00Z');

const insertLead = async (
  db: Db,
  values: {
    at: string;
    type?: string;
    status?: string;
    price?: number;
    source?: object;
    ambassador?: string;
  },
) => {
  await db.query(
    `insert into applications (type, name, status, created_at, final_price, source, ambassador_id)
     values ($1, 'Клиент', $2, $3, $4, $5::text::jsonb, $6)`,
    [
      values.type ?? 'consultation',
      values.status ?? 'new',
      values.at,
      values.price ?? null,
      JSON.stringify(values.source ?? {}),
      values.ambassador ?? null,
    ],
  );
};

test('the days are the last 30 Tashkent days, today last', () => {
  const days = summaryDays(now);
  expect(days).toHaveLength(30);
  expect(days.at(-1)).toBe('2026-11-26');
  expect(days[0]).toBe('2026-10-28');
});

describeEachDatabase('«Сводка»', (ctx) => {
  test('counts the days’ leads by type and source, the won and lost, the amount won and the top ambassadors', async () => {
    const lola = await insertAmbassador(ctx.db, { name: 'Лола', promo_code: 'LOLA15' });
    const aziz = await insertAmbassador(ctx.db, { name: 'Азиз', promo_code: 'AZIZ15' });
    // Before the first day (27 October in Tashkent): left out.
    await insertLead(ctx.db, { at: '2026-10-27T18:59:00Z', status: 'won', price: 9_000_000 });
    // 28 October 00:00 in Tashkent is the first instant counted.
    await insertLead(ctx.db, { at: '2026-10-27T19:00:00Z', source: { utm_source: 'Telegram' } });
    await insertLead(ctx.db, {
      at: '2026-11-25T19:30:00Z',
      type: 'plan_order',
      status: 'won',
      price: 5_000_000,
      source: { utm_source: 'telegram' },
      ambassador: lola.id,
    });
    await insertLead(ctx.db, {
      at: '2026-11-25T10:00:00Z',
      type: 'plan_order',
      status: 'lost',
      price: 3_000_000,
      source: { referrer: 'instagram.com' },
      ambassador: lola.id,
    });
    await insertLead(ctx.db, { at: '2026-11-20T10:00:00Z', ambassador: aziz.id });

    const summary = await readSummary(ctx.db, now);
    expect(summary).toMatchObject({ total: 4, won: 1, lost: 1, won_amount: 5_000_000 });
    const on = (series: { key: string; counts: number[] }[], key: string) =>
      Object.fromEntries(
        (series.find((line) => line.key === key)?.counts ?? [])
          .map((n, index) => [summary.days[index], n] as const)
          .filter(([, n]) => n > 0),
      );
    expect(summary.by_type.map((line) => line.key)).toEqual(['plan_order', 'consultation']);
    expect(on(summary.by_type, 'plan_order')).toEqual({ '2026-11-25': 1, '2026-11-26': 1 });
    expect(on(summary.by_type, 'consultation')).toEqual({ '2026-10-28': 1, '2026-11-20': 1 });
    expect(summary.by_source.map((line) => line.key)).toEqual(['telegram', '', 'instagram.com']);
    expect(on(summary.by_source, 'telegram')).toEqual({ '2026-10-28': 1, '2026-11-26': 1 });
    expect(summary.ambassadors).toEqual([
      { name: 'Лола', promo_code: 'LOLA15', leads: 2, won: 1, won_amount: 5_000_000 },
      { name: 'Азиз', promo_code: 'AZIZ15', leads: 1, won: 0, won_amount: 0 },
    ]);
  });

  test('beyond five sources the rest are one line, and an empty month is all zeros', async () => {
    expect(await readSummary(ctx.db, now)).toMatchObject({
      total: 0,
      by_type: [],
      by_source: [],
      ambassadors: [],
    });
    for (const [index, name] of ['a', 'b', 'c', 'd', 'e', 'f', 'g'].entries()) {
      for (let n = 0; n <= 7 - index; n++) {
        await insertLead(ctx.db, { at: '2026-11-24T10:00:00Z', source: { utm_source: name } });
      }
    }
    const summary = await readSummary(ctx.db, now);
    expect(summary.by_source.map((line) => [line.key, line.counts.reduce((a, b) => a + b, 0)])).toEqual([
      ['a', 8],
      ['b', 7],
      ['c', 6],
      ['d', 5],
      ['e', 4],
      ['*', 5],
    ]);
  });
});
