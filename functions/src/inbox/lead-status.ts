import { adminMessages, type LeadStatus, leadStatusLabels, leadStatusMoves } from 'shared-data/core';
import type { Db, DbTx } from '../db/port';
import { type Commission, creditCommission } from './commission';

const queries = {
  lockLead: 'select id, status from applications where id = $1 for update',
  move: `update applications set status = $2, status_changed_at = now(), status_changed_by = $3,
    version = version + 1 where id = $1`,
  leadName: 'select name from applications where id = $1',
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

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ConfirmOrderResult =
  | { outcome: 'not_found' }
  | { outcome: 'already_paid'; name: string }
  | { outcome: 'confirmed'; name: string; commission: Commission };

/** Who the status history names for a change made with `npm run admin`. */
const commandLineActor = 'командная строка';

/**
 * Marks a lead won (the order is paid) from whatever open status it has, recorded in its status history, and
 * credits its ambassador's commission once (`creditCommission`). Confirming a won lead changes nothing.
 */
export async function confirmOrder(db: Db, id: string): Promise<ConfirmOrderResult> {
  if (!uuidPattern.test(id)) {
    return { outcome: 'not_found' };
  }
  return db.transaction(async (tx) => {
    const [lead] = await tx.query<{ name: string }>(queries.leadName, [id]);
    if (!lead) return { outcome: 'not_found' };
    const moved = await moveLead(tx, id, 'won', commandLineActor, { anyFrom: true });
    if (moved.outcome === 'not_found') return { outcome: 'not_found' };
    if (moved.outcome === 'not_allowed' || !moved.commission)
      return { outcome: 'already_paid', name: lead.name };
    return { outcome: 'confirmed', name: lead.name, commission: moved.commission };
  });
}
