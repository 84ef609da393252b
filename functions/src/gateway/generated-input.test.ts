import fc from 'fast-check';
import type { ServerEnv } from 'shared-data/server';
import { handlers } from '../handlers/registry';
import { type ChannelCaptures, capturedWithTelegram, startChannelCaptures } from '../test/channels';
import { describeEachDatabase } from '../test/databases';
import { insertAmbassador, memoryLogger } from '../test/fixtures';
import { leadBodies } from '../test/lead-bodies';
import { createGateway } from './app';

/** Bodies per database and run; every function gets its share. */
const runs = Number(process.env.FUZZ_RUNS ?? 1000);
const slowMs = 2000;

/** A valid body of each function, to be broken in every way a scanner or a bad integration might. */
const samples: Record<string, Record<string, unknown>[]> = {
  'submit-application': Object.values(leadBodies()),
  'register-ambassador-simple': [{ name: 'Лола Юсупова', email: 'lola@example.uz', phone: '+998901234567' }],
  'ambassador-lookup': [{ email: 'lola@example.uz' }],
  'ambassador-send-code': [{ email: 'aziz@example.uz' }],
  'ambassador-verify': [{ email: 'aziz@example.uz', code: '12345678', attempt: 'a'.repeat(43) }],
  'ambassador-me': [{}],
  'ambassador-referrals': [{}],
  'referral-info': [{ referral_id: 'ref-aziz' }],
  'check-promo-code': [{ code: 'AZIZ15' }],
};
const names = Object.keys(handlers);

const builtInNames = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  'then',
];

const oddText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '\u0000',
    'Ала\u0000шер',
    '\ud800',
    'x\udfffy',
    '\u0007\u001b[31m',
    '\u202eкод',
    '\ufeff',
    'я'.repeat(5000),
    "'; drop table applications; --",
    '{{7*7}}',
  ),
);

const oddNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), 9_999_999_999_999, 0.1, -1),
);

/** A JSON value of any shape, with odd keys and texts, as JSON text (so `__proto__` stays a plain key). */
const jsonValue: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    oddText.map((text) => JSON.stringify(text)),
    oddNumber.map((value) => JSON.stringify(value)),
    fc.constantFrom('true', 'false', 'null', '1e400', '-1e400', `1${'0'.repeat(400)}`, '[]', '{}'),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(fc.oneof(fc.string(), fc.constantFrom(...builtInNames)), tie('value')), {
        maxLength: 4,
      })
      .map(objectText),
  ),
})).value;

function objectText(entries: readonly (readonly [string, string])[]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
}

const sampleEntries = (sample: Record<string, unknown>) =>
  Object.entries(sample).map(([key, value]) => [key, JSON.stringify(value)] as const);

/** A function's valid body with some fields replaced, removed or added (built-in names among them). */
const brokenSample = (name: string) =>
  fc
    .tuple(
      fc.constantFrom(...(samples[name] ?? [{}])),
      fc.array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(...Object.keys(samples[name]?.[0] ?? {}), ...builtInNames),
            fc.string({ maxLength: 12 }),
          ),
          fc.option(jsonValue, { nil: undefined }),
        ),
        { minLength: 1, maxLength: 4 },
      ),
    )
    .map(([sample, changes]) => {
      const entries = new Map(sampleEntries(sample));
      for (const [key, value] of changes) {
        if (value === undefined) entries.delete(key);
        else entries.set(key, value);
      }
      return objectText([...entries]);
    });

/** A valid body with an unknown field nested thousands deep (it would be kept in the lead's payload). */
const deepSample = (name: string) =>
  fc
    .tuple(fc.constantFrom(...(samples[name] ?? [{}])), fc.integer({ min: 50, max: 30_000 }), fc.boolean())
    .map(([sample, depth, arrays]) => {
      const [open, close] = arrays ? ['[', ']'] : ['{"a":', '}'];
      const deep = `${open.repeat(depth)}1${close.repeat(depth)}`;
      return objectText([...sampleEntries(sample), ['extra', deep]]);
    });

const call = fc.constantFrom(...names).chain((name) =>
  fc.record({
    name: fc.constant(name),
    body: fc.oneof(
      { weight: 5, arbitrary: brokenSample(name) },
      { weight: 2, arbitrary: jsonValue },
      { weight: 1, arbitrary: deepSample(name) },
      { weight: 1, arbitrary: fc.json() },
      { weight: 1, arbitrary: fc.string() },
    ),
    type: fc.oneof(
      { weight: 9, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=koi8-r',
          '',
        ),
      },
    ),
    token: fc.option(fc.string({ unit: fc.constantFrom(...'aZ09-_.~ !') }), { nil: undefined }),
  }),
);

const isErrorShape = (body: unknown) => {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
};

const unlimited = { RATE_LIMIT_PER_MINUTE: '1000000' };

describeEachDatabase('generated input', (ctx) => {
  let captures: ChannelCaptures | undefined;
  beforeAll(async () => {
    captures = await startChannelCaptures(unlimited);
  });
  afterAll(() => captures?.close());
  const channels: [string, () => ServerEnv][] = [
    ['EmailJS and Telegram configured', () => (captures as ChannelCaptures).delivered],
    ['capture mode with Telegram on', () => capturedWithTelegram(unlimited)],
  ];

  test.each(channels)(
    `${runs} generated bodies across every function, %s: no 5xx, no answer slower than ${slowMs} ms`,
    async (_, env) => {
      await insertAmbassador(ctx.db, {
        promo_code: 'AZIZ15',
        email: 'aziz@example.uz',
        referral_id: 'ref-aziz',
      });
      const { logger, errors } = memoryLogger();
      const app = createGateway({ db: ctx.db, env: env(), logger });
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(call, async ({ name, body, type, token }) => {
          const headers: Record<string, string> = type ? { 'content-type': type } : {};
          if (token !== undefined) headers['x-ambassador-token'] = token;
          const started = performance.now();
          const res = await app.request(`/functions/v1/${name}`, { method: 'POST', headers, body });
          const elapsed = performance.now() - started;
          const answer = await res.json().catch(() => undefined);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect(res.status).toBeLessThan(500);
          expect(elapsed).toBeLessThan(slowMs);
          if (!res.ok) expect(isErrorShape(answer)).toBe(true);
        }),
        { numRuns: runs },
      );
      expect(errors).toEqual([]);
      const counted = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      expect(counted).toBeGreaterThanOrEqual(runs);
    },
    600_000,
  );
});
