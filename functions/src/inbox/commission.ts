import { referralTerms } from 'shared-data/core';
import type { DbTx } from '../db/port';

/** The ambassador's share of a won order: `commissionPercent` of the final price, rounded to whole сум. */
export const commissionOf = (finalPrice: number) =>
  Math.round((finalPrice * referralTerms.commissionPercent) / 100);

export type Commission =
  | { credited: true; amount: number; ambassadorId: string; ambassadorName: string }
  | { credited: false; reason: 'no_ambassador' | 'own_purchase' | 'no_price' | 'credited_before' };

const queries = {
  lead: 'select email, final_price, ambassador_id from applications where id = $1',
  lockAmbassador: 'select id, name, email from ambassadors where id = $1 for update',
  recordEarning: `insert into ambassador_earnings (application_id, ambassador_id, amount) values ($1, $2, $3)
    on conflict (application_id) do nothing returning amount`,
  credit: 'update ambassadors set total_earnings = total_earnings + $2 where id = $1',
  markPaid: `update ambassador_earnings set paid_at = now(), paid_by = $2
    where application_id = $1 and paid_at is null returning paid_at`,
  earning: 'select paid_at from ambassador_earnings where application_id = $1',
  leadExists: 'select 1 from applications where id = $1',
} as const;

/**
 * Credits a won lead's commission when it came through an ambassador who is not the buyer (e-mails compared
 * case-insensitively): adds it to `ambassadors.total_earnings` and records it in `ambassador_earnings`, whose
 * primary key makes sure one lead is credited once, whatever happens to its status later.
 */
export async function creditCommission(tx: DbTx, leadId: string): Promise<Commission> {
  const [lead] = await tx.query<{
    email: string | null;
    final_price: number | string | null;
    ambassador_id: string | null;
  }>(queries.lead, [leadId]);
  if (!lead?.ambassador_id) return { credited: false, reason: 'no_ambassador' };
  const [ambassador] = await tx.query<{ id: string; name: string; email: string }>(queries.lockAmbassador, [
    lead.ambassador_id,
  ]);
  if (!ambassador) return { credited: false, reason: 'no_ambassador' };
  if (lead.email && lead.email.trim().toLowerCase() === ambassador.email.trim().toLowerCase()) {
    return { credited: false, reason: 'own_purchase' };
  }
  const amount = commissionOf(Number(lead.final_price ?? 0));
  if (amount <= 0) return { credited: false, reason: 'no_price' };
  const recorded = await tx.query(queries.recordEarning, [leadId, ambassador.id, amount]);
  if (recorded.length === 0) return { credited: false, reason: 'credited_before' };
  await tx.query(queries.credit, [ambassador.id, amount]);
  return { credited: true, amount, ambassadorId: ambassador.id, ambassadorName: ambassador.name };
}

export type PayoutOutcome = 'marked' | 'paid_before' | 'no_commission' | 'not_found';

/**
 * Marks a won lead's commission paid out to its ambassador, in the manager's name. The first mark stands: marking
 * it again changes nothing, so two managers clicking at once record one payout.
 */
export async function markCommissionPaid(tx: DbTx, leadId: string, by: string): Promise<PayoutOutcome> {
  const marked = await tx.query(queries.markPaid, [leadId, by]);
  if (marked.length > 0) return 'marked';
  if ((await tx.query(queries.earning, [leadId])).length > 0) return 'paid_before';
  return (await tx.query(queries.leadExists, [leadId])).length > 0 ? 'no_commission' : 'not_found';
}
