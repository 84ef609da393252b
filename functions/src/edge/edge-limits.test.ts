import { overallLimitFactor } from '../gateway/function-http';
import { contractEnv } from '../test/contract';
import { testDatabases, useDatabase } from '../test/databases';
import { type EdgeServer, startEdgeServer } from '../test/edge-server';

jest.setTimeout(60_000);

const postgres = testDatabases.find((target) => target.name === 'postgres');
const describeOnPostgres = postgres && !postgres.skipReason ? describe : describe.skip;
const perFunction = 60;

// Functions that change nothing when called without a session or with an unknown id.
const calls: [string, unknown][] = [
  ['referral-info', { referral_id: 'unknown000' }],
  ['ambassador-me', {}],
  ['ambassador-logout', {}],
  ['admin-me', {}],
  ['admin-leads', {}],
  ['admin-failed-mail', {}],
];

describeOnPostgres(
  `rate limits across Edge servers${postgres?.skipReason ? ` (${postgres.skipReason})` : ''}`,
  () => {
    const ctx = useDatabase(postgres as NonNullable<typeof postgres>);
    const servers: EdgeServer[] = [];

    beforeAll(async () => {
      for (let index = 0; index < 2; index++) {
        servers.push(
          await startEdgeServer({
            ...contractEnv,
            DATABASE_URL: ctx.url ?? '',
            RATE_LIMIT_PER_MINUTE: String(perFunction),
          }),
        );
      }
    }, 240_000);
    afterAll(() => Promise.all(servers.map((server) => server.stop())));

    test(`one client gets ${overallLimitFactor} × RATE_LIMIT_PER_MINUTE calls a minute across functions and servers`, async () => {
      // Each function stays under its own limit, so only the overall one can refuse.
      const perName = 50;
      const requests = calls.flatMap(([name, body]) =>
        Array.from({ length: perName }, (_, index) => ({ name, body, server: servers[index % 2] })),
      );
      const statuses: number[] = [];
      for (let start = 0; start < requests.length; start += 10) {
        const batch = requests.slice(start, start + 10).map(async ({ name, body, server }) => {
          const res = await fetch(`${server?.origin}/functions/v1/${name}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.23' },
            body: JSON.stringify(body),
          });
          await res.body?.cancel();
          return res.status;
        });
        statuses.push(...(await Promise.all(batch)));
      }
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        requests.length - perFunction * overallLimitFactor,
      );
      expect(statuses.filter((status) => status !== 429)).toHaveLength(perFunction * overallLimitFactor);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
    });
  },
);
