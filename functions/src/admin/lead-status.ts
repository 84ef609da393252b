import { adminMessages, type LeadStatus, leadStatusLabels, leadStatusMoves } from 'shared-data/core';
import type { DbTx } from '../db/port';
import { type Commission, creditCommission } from './commission';

const queries = {
  lockLead: 'select id, status from applications where id = $1 for update',
  move: `update applications set status = $2, status_changed_at = now(), status_changed_by = $3,
    version = version + 1 where id = $1`,
  record: `insert into lead_status_changes (application_id, from_status, to_status, changed_by)
    values ($1, $2, $3, $4)`,
} as const;

export type MoveOutcome =
  | { outcome: 'moved'; from: LeadStatus; commission?: Commission }
  | { outcome: 'not_found' }
  | { outcome: 'not_allowed'; from: LeadStatus; message: string };

/**
 * Moves a lead to a status the workflow allows from where it is (`leadStatusMoves`), recording who and when.
 * `won` credits the ambassador's commission once. `anyFrom` lets the command line's confirm-order mark any lead
 * that is not won yet.
 */
export async function moveLead(
  tx: DbTx,
  id: string,
  to: LeadStatus,
  by: string,
  { anyFrom = false }: { anyFrom?: boolean } = {},
): Promise<MoveOutcome> {
  const [lead] = await tx.query<{ id: string; status: LeadStatus }>(queries.lockLead, [id]);
  if (!lead) return { outcome: 'not_found' };
  const from = lead.status;
  const allowed = anyFrom ? from !== to && from !== 'won' : leadStatusMoves[from].includes(to);
  if (!allowed) {
    return {
      outcome: 'not_allowed',
      from,
      message: `${adminMessages.moveNotAllowed}: заявка уже в статусе «${leadStatusLabels[from]}»`,
    };
  }
  await tx.query(queries.move, [id, to, by]);
  await tx.query(queries.record, [id, from, to, by]);
  return to === 'won'
    ? { outcome: 'moved', from, commission: await creditCommission(tx, id) }
    : { outcome: 'moved', from };
}
