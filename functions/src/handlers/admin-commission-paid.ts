import { adminLeadRefSchema } from 'shared-data/core';
import { parseBody } from '../http/body';
import { json } from '../http/responses';
import { markCommissionPaid } from '../inbox/commission';
import { adminErrors } from '../inbox/errors';
import { readLead } from '../inbox/inbox';
import { forManagers } from '../manager-sessions/guard';

/**
 * `admin-commission-paid`: the team paid a won lead's commission out to its ambassador; marked once, in the
 * manager's name, and answered with the lead as it is now (the ambassador's dashboard shows «выплачено» and the
 * date). Marking it again keeps the first date; a lead with no commission credited is 409.
 */
export const adminCommissionPaid = forManagers(async (req, { db }, { manager }) => {
  const input = await parseBody(req, adminLeadRefSchema);
  if (!input.ok) return input.response;
  const { id } = input.value;
  return db.transaction(async (tx) => {
    const outcome = await markCommissionPaid(tx, id, manager.email);
    if (outcome === 'not_found') return adminErrors.leadNotFound();
    if (outcome === 'no_commission') return adminErrors.noCommission();
    const lead = await readLead(tx, id);
    return lead ? json(lead) : adminErrors.leadNotFound();
  });
});
