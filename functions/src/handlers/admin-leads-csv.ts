import { type AdminLeadsCsv, adminLeadFilterSchema } from 'shared-data/core';
import { parseBody } from '../http/body';
import { json } from '../http/responses';
import { inboxCsvFilename } from '../inbox/inbox';
import { exportLeadsCsv } from '../inbox/lead-csv';
import { forManagers } from '../manager-sessions/guard';

/** `admin-leads-csv`: the filtered inbox as a CSV document for Excel (UTF-8 with BOM, `;`). */
export const adminLeadsCsv = forManagers(async (req, { db }, { manager }) => {
  const input = await parseBody(req, adminLeadFilterSchema);
  if (!input.ok) return input.response;
  const { csv, count } = await exportLeadsCsv(db, { format: 'team', filter: input.value, viewer: manager });
  const body: AdminLeadsCsv = { csv, filename: inboxCsvFilename(), count };
  return json(body);
});
