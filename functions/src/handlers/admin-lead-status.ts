import { adminLeadStatusSchema } from 'shared-data/core';
import { parseBody } from '../http/body';
import { json } from '../http/responses';
import { adminErrors } from '../inbox/errors';
import { readLead } from '../inbox/inbox';
import { moveLead } from '../inbox/lead-status';
import { forManagers } from '../manager-sessions/guard';

/**
 * `admin-lead-status`: moves a lead along the workflow in the manager's name and answers with the lead as it is
 * now; `won` credits its ambassador's commission once. A move the workflow does not allow is 409.
 */
export const adminLeadStatus = forManagers(async (req, { db }, { manager }) => {
  const input = await parseBody(req, adminLeadStatusSchema);
  if (!input.ok) return input.response;
  const { id, status } = input.value;
  return db.transaction(async (tx) => {
    const moved = await moveLead(tx, id, status, manager.email);
    if (moved.outcome === 'not_found') return adminErrors.leadNotFound();
    if (moved.outcome === 'not_allowed') return adminErrors.moveNotAllowed(moved.message);
    const lead = await readLead(tx, id);
    return lead ? json(lead) : adminErrors.leadNotFound();
  });
});
