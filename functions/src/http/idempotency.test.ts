import type { Db, DbTx } from '../db/port';
import { describeEachDatabase } from '../test/databases';
import { postJson } from '../test/fixtures';
import { answerResponse, readIdempotencyKey, replayedHeader, runIdempotent } from './idempotency';

const request = (headers: Record<string, string> = {}) =>
  new Request('http://localhost/functions/v1/submit-application', postJson({}, headers));

describe('readIdempotencyKey', () => {
  test('reads the header first, then the body field', () => {
    expect(
      readIdempotencyKey(request({ 'x-idempotency-key': 'from-header' }), { idempotency_key: 'b' }),
    ).toEqual({
      ok: true,
      value: 'from-header',
    });
    expect(readIdempotencyKey(request(), { idempotency_key: 'c1b4e0a2-7f' })).toEqual({
      ok: true,
      value: 'c1b4e0a2-7f',
    });
  });

  test.each([[{}], [{ idempotency_key: '' }], [{ idempotency_key: null }], [null], [[]]])(
    'no key in %j is fine',
    (body) => {
      expect(readIdempotencyKey(request(), body)).toEqual({ ok: true, value: undefined });
    },
  );

  test.each([
    ['a number', 42],
    ['an object', { $ne: 1 }],
    ['too long', 'k'.repeat(201)],
    ['with spaces', 'two words'],
    ['not ASCII', 'ключ'],
  ])('a key that is %s is 400 validation_failed', async (_, key) => {
    const parsed = readIdempotencyKey(request(), { idempotency_key: key });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.response.status).toBe(400);
      const body = await parsed.response.json();
      expect(body.error.code).toBe('validation_failed');
      expect(Object.keys(body.error.fields)).toEqual(['idempotency_key']);
    }
  });
});

describeEachDatabase('runIdempotent', (ctx) => {
  const functionName = 'submit-application';
  let runs = 0;
  const insertLead = async (tx: DbTx, name: string) => {
    runs += 1;
    const [row] = await tx.query<{ id: string }>(
      "insert into applications (type, name) values ('consultation', $1) returning id",
      [name],
    );
    return { status: 200, body: { success: true, id: row?.id, run: runs } };
  };
  beforeEach(() => {
    runs = 0;
  });

  const leadCount = async (db: Db = ctx.db) =>
    (await db.query<{ n: number }>('select count(*)::int as n from applications'))[0]?.n;

  test('without a key the work runs every time, in a transaction', async () => {
    const first = await runIdempotent(ctx.db, { functionName, key: undefined }, (tx) =>
      insertLead(tx, 'Азиз'),
    );
    const second = await runIdempotent(ctx.db, { functionName, key: undefined }, (tx) =>
      insertLead(tx, 'Азиз'),
    );
    expect(first.replayed).toBe(false);
    expect(second.body.id).not.toBe(first.body.id);
    expect(await leadCount()).toBe(2);
    expect(await ctx.db.query('select * from idempotency_keys')).toEqual([]);
  });

  test('a repeated key returns the first answer without running the work again', async () => {
    const first = await runIdempotent(ctx.db, { functionName, key: 'k-1' }, (tx) => insertLead(tx, 'Азиз'));
    const again = await runIdempotent(ctx.db, { functionName, key: 'k-1' }, (tx) => insertLead(tx, 'Азиз'));
    expect(first).toEqual({
      status: 200,
      body: { success: true, id: expect.any(String), run: 1 },
      replayed: false,
    });
    expect(again).toEqual({ ...first, replayed: true });
    expect(runs).toBe(1);
    expect(await leadCount()).toBe(1);

    const response = answerResponse(again);
    expect(response.status).toBe(200);
    expect(response.headers.get(replayedHeader)).toBe('true');
    expect(await response.json()).toEqual(first.body);
    expect(answerResponse(first).headers.get(replayedHeader)).toBeNull();
  });

  test('the same key in another function, or another key, is a new request', async () => {
    await runIdempotent(ctx.db, { functionName, key: 'k-1' }, (tx) => insertLead(tx, 'a'));
    const other = await runIdempotent(ctx.db, { functionName: 'other', key: 'k-1' }, (tx) =>
      insertLead(tx, 'b'),
    );
    const otherKey = await runIdempotent(ctx.db, { functionName, key: 'k-2' }, (tx) => insertLead(tx, 'c'));
    expect([other.replayed, otherKey.replayed]).toEqual([false, false]);
    expect(await leadCount()).toBe(3);
  });

  test('a failed attempt stores nothing, so a retry with the key does the work', async () => {
    const failing = runIdempotent(ctx.db, { functionName, key: 'k-1' }, async (tx) => {
      await insertLead(tx, 'Азиз');
      throw new Error('mail job could not be written');
    });
    await expect(failing).rejects.toThrow('mail job could not be written');
    expect(await leadCount()).toBe(0);
    const retry = await runIdempotent(ctx.db, { functionName, key: 'k-1' }, (tx) => insertLead(tx, 'Азиз'));
    expect(retry.replayed).toBe(false);
    expect(await leadCount()).toBe(1);
  });

  test('a stored non-200 answer is replayed with its status', async () => {
    await runIdempotent(ctx.db, { functionName, key: 'k-1' }, async () => ({
      status: 409,
      body: { error: 'x' },
    }));
    expect(await runIdempotent(ctx.db, { functionName, key: 'k-1' }, (tx) => insertLead(tx, 'a'))).toEqual({
      status: 409,
      body: { error: 'x' },
      replayed: true,
    });
  });

  test('concurrent duplicates on separate connections make one row and return the same answer', async () => {
    const connections = [ctx.db, ctx.connectAgain?.() ?? ctx.db, ctx.connectAgain?.() ?? ctx.db];
    const answers = await Promise.all(
      connections.flatMap((db) =>
        [1, 2].map(() =>
          runIdempotent(db, { functionName, key: 'double-click' }, async (tx) => {
            const answer = await insertLead(tx, 'Азиз');
            // Keeps the first transaction open while the others arrive.
            await tx.query('select pg_sleep(0.1)');
            return answer;
          }),
        ),
      ),
    );
    expect(runs).toBe(1);
    expect(await leadCount()).toBe(1);
    for (const answer of answers) {
      expect(answer.body).toEqual(answers[0]?.body);
    }
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(await ctx.db.query('select function, key, status from idempotency_keys')).toEqual([
      { function: functionName, key: 'double-click', status: 200 },
    ]);
  });
});
