import { adminSessionHours, adminTokenHeader } from 'shared-data/core';
import type { DbTx } from '../db/port';
import type { CodeTables } from '../sign-in/codes';
import { hashToken, newToken, sha256Hex, tokenFromHeader } from '../sign-in/secrets';

/** Where managers' one-time codes live: the sign-in codes both audiences use, over the managers' tables. */
export const managerCodeTables: CodeTables = {
  owners: 'managers',
  codes: 'manager_codes',
  owner: 'manager_id',
};

export interface ManagerRow {
  id: string;
  email: string;
}

/** A live session: who it is and when it ends. */
export interface ManagerSession {
  manager: ManagerRow;
  expiresAt: Date;
}

const queries = {
  // A listed address's row is made at its first code request; unlisted addresses share stand-in rows.
  upsertManager: `insert into managers (email) values ($1)
    on conflict (email) do update set email = excluded.email
    returning id, email`,
  findManager: 'select id, email from managers where email = $1',
  forgetEnded: 'delete from manager_sessions where manager_id = $1 and expires_at <= now()',
  insertSession: `insert into manager_sessions (manager_id, token_hash, expires_at)
    values ($1, $2, now() + make_interval(hours => $3::int))
    returning expires_at`,
  findLive: `select m.id, m.email, s.expires_at from manager_sessions s join managers m on m.id = s.manager_id
    where s.token_hash = $1 and s.expires_at > now()`,
  revoke: 'delete from manager_sessions where token_hash = $1',
} as const;

/** The address as `ADMIN_EMAILS` lists it. */
const managerEmail = (email: string) => email.trim().toLowerCase();

/** Whether the configuration lists the address as a manager's. */
export const isManagerEmail = (adminEmails: readonly string[], email: string) =>
  adminEmails.includes(managerEmail(email));

/** How many stand-in rows the unlisted addresses share. */
const standInRows = 64;

/**
 * The address whose row a code request or check goes through: a listed address's own, and for an unlisted one a
 * stand-in shared by many (`unlisted-<n>@managers.invalid`), so the database does a manager's work without ever
 * storing a visitor's address, and the answer's time does not tell who the managers are.
 */
export async function codeHolder(adminEmails: readonly string[], email: string): Promise<string> {
  if (isManagerEmail(adminEmails, email)) return managerEmail(email);
  const bucket = Number.parseInt((await sha256Hex(managerEmail(email))).slice(0, 8), 16) % standInRows;
  return `unlisted-${bucket}@managers.invalid`;
}

/** The row of an address that asks for a code (see `codeHolder`), made on first use. */
export async function ensureManager(tx: DbTx, email: string): Promise<ManagerRow> {
  const [row] = await tx.query<ManagerRow>(queries.upsertManager, [managerEmail(email)]);
  if (!row) throw new Error('a manager row was neither found nor made');
  return row;
}

/** The manager's row, if the address ever asked for a code. */
export async function findManager(tx: DbTx, email: string): Promise<ManagerRow | undefined> {
  const [row] = await tx.query<ManagerRow>(queries.findManager, [managerEmail(email)]);
  return row;
}

/** Opens a session of `adminSessionHours` (only the token's hash is stored) and drops the manager's ended ones. */
export async function createSession(
  tx: DbTx,
  managerId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  await tx.query(queries.forgetEnded, [managerId]);
  const [row] = await tx.query<{ expires_at: Date }>(queries.insertSession, [
    managerId,
    await hashToken(token),
    adminSessionHours,
  ]);
  if (!row) throw new Error('a session was not stored');
  return { token, expiresAt: new Date(row.expires_at) };
}

/** The token in `x-admin-token`, or undefined when there is none worth looking up. */
export const sessionTokenFrom = (req: Request): string | undefined => tokenFromHeader(req, adminTokenHeader);

/**
 * The session a token opens: unexpired, and of an address the configuration still lists (a manager taken off
 * `ADMIN_EMAILS` loses access at once). Undefined otherwise.
 */
export async function findSession(
  tx: DbTx,
  token: string,
  adminEmails: readonly string[],
): Promise<ManagerSession | undefined> {
  const [row] = await tx.query<ManagerRow & { expires_at: Date }>(queries.findLive, [await hashToken(token)]);
  if (!row || !isManagerEmail(adminEmails, row.email)) return undefined;
  return { manager: { id: row.id, email: row.email }, expiresAt: new Date(row.expires_at) };
}

/** Ends a session for good; an unknown or ended token changes nothing. */
export async function revokeSession(tx: DbTx, token: string): Promise<void> {
  await tx.query(queries.revoke, [await hashToken(token)]);
}
