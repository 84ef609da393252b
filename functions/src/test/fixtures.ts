import { readServerEnv, type ServerEnv } from 'shared-data/server';
import type { DbTx } from '../db/port';
import type { Logger } from '../logger';

export interface AmbassadorRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  promo_code: string;
  referral_id: string;
  referral_link: string;
}

let counter = 0;

export async function insertAmbassador(db: DbTx, values: Partial<Omit<AmbassadorRow, 'id'>> = {}) {
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

/** A logger that remembers what it was told. */
export function memoryLogger() {
  const lines: string[] = [];
  const errors: { message: string; error: unknown }[] = [];
  const logger: Logger = {
    info: (message) => lines.push(message),
    error: (message, error) => errors.push({ message, error }),
  };
  return { logger, lines, errors };
}

export const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
