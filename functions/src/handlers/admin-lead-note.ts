import { adminLeadNoteSchema } from 'shared-data/core';
import { parseBody } from '../http/body';
import { json } from '../http/responses';
import { adminErrors } from '../inbox/errors';
import { readLead } from '../inbox/inbox';
import { addLeadNote } from '../inbox/lead-work';
import { forManagers } from '../manager-sessions/guard';

/** `admin-lead-note`: adds a note to a lead in the manager's name and answers with the lead as it is now. */
export const adminLeadNote = forManagers(async (req, { db }, { manager }) => {
  const input = await parseBody(req, adminLeadNoteSchema);
  if (!input.ok) return input.response;
  return db.transaction(async (tx) => {
    if (!(await addLeadNote(tx, input.value, manager.email))) return adminErrors.leadNotFound();
    const lead = await readLead(tx, input.value.id);
    return lead ? json(lead) : adminErrors.leadNotFound();
  });
});
