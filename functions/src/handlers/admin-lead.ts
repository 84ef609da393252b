import { adminLeadRefSchema } from 'shared-data/core';
import { parseBody } from '../http/body';
import { json } from '../http/responses';
import { adminErrors } from '../inbox/errors';
import { readLead } from '../inbox/inbox';
import { forManagers } from '../manager-sessions/guard';

/** `admin-lead`: one lead with everything it carried, its ambassador, commission and status history. */
export const adminLead = forManagers(async (req, { db }) => {
  const input = await parseBody(req, adminLeadRefSchema);
  if (!input.ok) return input.response;
  const lead = await readLead(db, input.value.id);
  return lead ? json(lead) : adminErrors.leadNotFound();
});
