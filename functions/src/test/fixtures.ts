import { readServerEnv, type ServerEnv } from 'shared-data/server';
import type { AmbassadorRow, NewAmbassador } from '../ambassadors/queries';
import type { DbTx } from '../db/port';
import { createLogger } from '../logger';

let counter = 0;

export async function insertAmbassador(db: DbTx, values: Partial<NewAmbassador> = {}) {
  counter += 1;
  const row = {
    name: 'Азиз Каримов',
    email: `ambassador${counter}@example.uz`,
    phone: '+998 90 123 45 67',
    promo_code: `AZIZ${counter}`,
    referral_id: `ref${counter}`,
    referral_link: `http://localhost:3000/referral/ref${counter}`,
    ...values,
  };
  const [inserted] = await db.query<AmbassadorRow>(
    `insert into ambassadors (name, email, phone, promo_code, referral_id, referral_link)
     values ($1, $2, $3, $4, $5, $6) returning *`,
    [row.name, row.email, row.phone, row.promo_code, row.referral_id, row.referral_link],
  );
  if (!inserted) {
    throw new Error('insert returned no row');
  }
  return inserted;
}

/** The environment of a local run, with EmailJS unconfigured (so the dev outbox is mounted). */
export const testEnv = (overrides: Record<string, string> = {}): ServerEnv =>
  readServerEnv({ DATA_DIR: '/nonexistent', ...overrides }, '/tmp');

/** One line of the JSON log, parsed. */
type LogEntry = Record<string, unknown> & { level: string; msg: string };

/** A real logger whose JSON lines are kept in memory: every entry, the info messages, and the errors. */
export function memoryLogger() {
  const entries: LogEntry[] = [];
  const lines: string[] = [];
  const errors: { message: string; error: unknown }[] = [];
  const logger = createLogger('test', {
    write: (line: string) => {
      const entry = JSON.parse(line) as LogEntry;
      entries.push(entry);
      if (entry.level === 'error') errors.push({ message: entry.msg, error: entry.err });
      else lines.push(entry.msg);
    },
  });
  return { logger, entries, lines, errors };
}

export const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
