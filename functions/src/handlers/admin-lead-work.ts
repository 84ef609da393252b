import { adminLeadWorkSchema } from 'shared-data/core';
import { parseBody } from '../http/body';
import { json } from '../http/responses';
import { adminErrors } from '../inbox/errors';
import { readLead } from '../inbox/inbox';
import { saveLeadWork } from '../inbox/lead-work';
import { forManagers } from '../manager-sessions/guard';

/**
 * `admin-lead-work`: sets a lead's owner (one of `ADMIN_EMAILS`) and next contact day in the manager's name and
 * answers with the lead as it is now. A write over a lead changed since the manager's `version` is 409 `stale_lead`:
 * the other manager's change stays.
 */
export const adminLeadWork = forManagers(async (req, { db, env }, { manager }) => {
  const input = await parseBody(req, adminLeadWorkSchema);
  if (!input.ok) return input.response;
  return db.transaction(async (tx) => {
    const saved = await saveLeadWork(tx, input.value, manager.email, env.adminEmails);
    if (saved.outcome === 'not_found') return adminErrors.leadNotFound();
    if (saved.outcome === 'stale') return adminErrors.staleLead();
    if (saved.outcome === 'unknown_owner') return adminErrors.unknownOwner();
    const lead = await readLead(tx, input.value.id);
    return lead ? json(lead) : adminErrors.leadNotFound();
  });
});
