import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { readToolEnv } from '../env';
import { startThrowawayPostgres } from '../pg-cluster';
import { repoRoot } from '../webpack/shared-modules';
import { auc, benchManager, timedCalls, timeSendCode } from './sign-in-timing';

export interface ThroughputRow {
  db: string;
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const port = 54399;
const connections = 50;

/** A plan order as the browser sends it; every request is a new lead with its own idempotency key. */
export function planOrderBody(): string {
  return JSON.stringify({
    type: 'plan_order',
    name: 'Бенчмарк Тестов',
    email: `bench-${randomUUID()}@example.uz`,
    phone: '+998 90 123 45 67',
    plan_name: 'POPULAR',
    comments: 'Нагрузочный тест',
    idempotency_key: randomUUID(),
    form_started_at: Date.now() - 10_000,
    website: '',
  });
}

/** Burst size of the clean and the partly malformed lead bursts. */
export const burstSize = 1000;
const malformedShare = 0.03;

/**
 * A plan order that PostgreSQL could not store as sent: a NUL in the comment or a lone surrogate in the name, about
 * `malformedShare` of the time (in turn), a clean order otherwise. The function must refuse those before writing, so
 * they never slow the others' batch.
 */
export function sometimesMalformedBody(): () => string {
  let sent = 0;
  return () => {
    sent += 1;
    const body = JSON.parse(planOrderBody()) as Record<string, unknown>;
    if (sent % Math.round(1 / malformedShare) !== 0) return JSON.stringify(body);
    if (sent % 2 === 0) body.comments = 'Позвоните\u0000 вечером';
    else body.name = 'Бенчмарк \ud800';
    return JSON.stringify(body);
  };
}

async function waitForHealth(child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('bench functions server exited');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('bench functions server did not start');
}

function fire(name: string, body: () => string) {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: readToolEnv().BENCH_SECONDS,
    requests: [
      {
        method: 'POST',
        path: `/functions/v1/${name}`,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: body() }),
      },
    ],
  });
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * `amount` requests at once through `connections` parallel senders, timed from the first to the last answer
 * (autocannon rounds a run up to its one-second tick, which hides a burst that takes less).
 */
async function burst(
  name: string,
  body: () => string,
  amount: number,
): Promise<Omit<ThroughputRow, 'db' | 'target'>> {
  const bodies = Array.from({ length: amount }, body);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let next = 0;
  const sender = async () => {
    while (next < bodies.length) {
      const payload = bodies[next++];
      const sent = performance.now();
      try {
        const response = await fetch(`http://127.0.0.1:${port}/functions/v1/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: payload,
        });
        await response.arrayBuffer();
        if (!response.ok) non2xx += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - sent);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, sender));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(amount / seconds),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    non2xx,
    errors,
  };
}

/** How many leads the inbox is measured with. */
export const inboxLeads = 10_000;

const post = async (name: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`http://127.0.0.1:${port}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
};

/**
 * The team inbox's first page and «Сводка», signed in, once the database holds at least `inboxLeads` leads (the runs above
 * leave more; topped up through submit-application when they do not): 30 calls one after another, after 5 not counted.
 */
async function inboxRows(db: string): Promise<ThroughputRow[]> {
  const { token } = (await post('bench-admin-session', {})) as { token: string };
  const headers = { 'x-admin-token': token };
  const { total } = (await post('admin-leads', { page: 1 }, headers)) as { total: number };
  if (total < inboxLeads) await burst('submit-application', planOrderBody, inboxLeads - total);
  const leads = Math.max(total, inboxLeads).toLocaleString('en');
  const rows: ThroughputRow[] = [];
  const cases: [string, string, Record<string, unknown>][] = [
    [`admin-leads, first page of ${leads} leads`, 'admin-leads', { page: 1, page_size: 50 }],
    ['admin-leads, first page, searched by name', 'admin-leads', { page: 1, page_size: 50, q: 'бенчмарк' }],
    [`admin-summary, 30 days of ${leads} leads`, 'admin-summary', {}],
  ];
  for (const [target, name, body] of cases) {
    const latencies: number[] = [];
    for (let index = 0; index < 35; index++) {
      const sent = performance.now();
      await post(name, body, headers);
      if (index >= 5) latencies.push(performance.now() - sent);
    }
    latencies.sort((a, b) => a - b);
    const mean = latencies.reduce((sum, value) => sum + value, 0) / latencies.length;
    rows.push({
      db,
      target,
      requestsPerSecond: Math.round(1000 / mean),
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      non2xx: 0,
      errors: 0,
    });
  }
  return rows;
}

/**
 * `admin-send-code` for a listed and an unlisted address, one after another (see `timeSendCode`): a row whose
 * target gives the AUC of telling them apart by time (0.45–0.55 is indistinguishable), with the p50 and p99 of all.
 */
async function signInTimingRow(db: string): Promise<ThroughputRow> {
  const times = await timeSendCode(async (email, client) => {
    await post('admin-send-code', { email }, { 'x-forwarded-for': client });
  }, benchManager);
  const all = [...times.listed, ...times.unlisted].sort((a, b) => a - b);
  const mean = all.reduce((sum, value) => sum + value, 0) / all.length;
  return {
    db,
    target: `admin-send-code, listed vs unlisted address, ${timedCalls} calls each: AUC ${auc(times.listed, times.unlisted).toFixed(2)}`,
    requestsPerSecond: Math.round(1000 / mean),
    p50: Math.round(percentile(all, 50)),
    p99: Math.round(percentile(all, 99)),
    non2xx: 0,
    errors: 0,
  };
}

async function benchOne(db: string, env: NodeJS.ProcessEnv): Promise<ThroughputRow[]> {
  const child = spawn(
    join(repoRoot, 'node_modules/.bin/tsx'),
    [join(repoRoot, 'tools/bench/functions-server.ts')],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env, FUNCTIONS_PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await waitForHealth(child);
    const rows: ThroughputRow[] = [];
    const targets: [string, string, () => string, number?][] = [
      ['bench-noop', 'bench-noop', () => '{}'],
      ['submit-application', 'submit-application', planOrderBody],
      [`submit-application, burst of ${burstSize}`, 'submit-application', planOrderBody, burstSize],
      [
        `submit-application, burst of ${burstSize}, ${malformedShare * 100}% malformed`,
        'submit-application',
        sometimesMalformedBody(),
        burstSize,
      ],
    ];
    for (const [target, name, body, amount] of targets) {
      if (amount) {
        await burst(name, body, amount); // warm-up burst (connections, JIT), not counted
        rows.push({ db, target, ...(await burst(name, body, amount)) });
        continue;
      }
      await fire(name, body); // warm-up run, not counted
      const result = await fire(name, body);
      rows.push({
        db,
        target,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    }
    rows.push(...(await inboxRows(db)));
    rows.push(await signInTimingRow(db));
    return rows;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Throughput of `submit-application` on PGlite and PostgreSQL, next to a no-op handler of the same gateway. */
export async function benchFunctions(): Promise<ThroughputRow[]> {
  const work = mkdtempSync(join(tmpdir(), 'agency-bench-'));
  const rows: ThroughputRow[] = [];
  try {
    rows.push(...(await benchOne('pglite', { DATA_DIR: join(work, 'data'), DATABASE_URL: '' })));
    const postgres = await startThrowawayPostgres();
    try {
      rows.push(...(await benchOne('postgres', { DATABASE_URL: postgres.url })));
    } finally {
      await postgres.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return rows;
}
