import type { AdminLeadNoteInput, AdminLeadWorkInput, AdminWorkChange } from 'shared-data/core';
import type { DbTx } from '../db/port';

const queries = {
  lockLead: `select id, version, owner_email, to_char(next_contact_on, 'YYYY-MM-DD') as next_contact_on
    from applications where id = $1 for update`,
  update: `update applications set owner_email = $2, next_contact_on = $3::date, version = version + 1
    where id = $1`,
  record: `insert into lead_work_changes (application_id, field, from_value, to_value, changed_by)
    values ($1, $2, $3, $4, $5)`,
  note: 'insert into lead_notes (application_id, body, author) values ($1, $2, $3) returning id',
} as const;

export type WorkOutcome =
  | { outcome: 'saved' }
  | { outcome: 'not_found' }
  | { outcome: 'stale' }
  | { outcome: 'unknown_owner' };

/**
 * Sets who owns a lead and when to contact the client next, in the manager's name, if the lead is still at the
 * version the manager saw; each field that changes is kept in the lead's history. A lead changed since (by anyone,
 * in any way: status, owner, next contact) is `stale` and keeps the other manager's change.
 */
export async function saveLeadWork(
  tx: DbTx,
  input: AdminLeadWorkInput,
  by: string,
  managers: readonly string[],
): Promise<WorkOutcome> {
  const [lead] = await tx.query<{
    version: number;
    owner_email: string | null;
    next_contact_on: string | null;
  }>(queries.lockLead, [input.id]);
  if (!lead) return { outcome: 'not_found' };
  if (lead.version !== input.version) return { outcome: 'stale' };
  const owner = input.owner === undefined ? lead.owner_email : input.owner;
  if (owner !== null && owner !== lead.owner_email && !managers.includes(owner))
    return { outcome: 'unknown_owner' };
  const next = input.next_contact_on === undefined ? lead.next_contact_on : input.next_contact_on;
  const changed: [AdminWorkChange['field'], string | null, string | null][] = [
    ['owner', lead.owner_email, owner],
    ['next_contact_on', lead.next_contact_on, next],
  ];
  const made = changed.filter(([, from, to]) => from !== to);
  if (made.length === 0) return { outcome: 'saved' };
  await tx.query(queries.update, [input.id, owner, next]);
  for (const [field, from, to] of made) await tx.query(queries.record, [input.id, field, from, to, by]);
  return { outcome: 'saved' };
}

/** Adds a manager's note to a lead; notes are only ever added, so two managers never overwrite each other's. */
export async function addLeadNote(tx: DbTx, input: AdminLeadNoteInput, by: string): Promise<boolean> {
  const [lead] = await tx.query<{ id: string }>(queries.lockLead, [input.id]);
  if (!lead) return false;
  await tx.query(queries.note, [input.id, input.text, by]);
  return true;
}
