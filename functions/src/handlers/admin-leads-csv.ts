import { type AdminLeadsCsv, adminLeadFilterSchema } from 'shared-data/core';
import { inboxCsvFilename } from '../admin/inbox';
import { exportLeadsCsv } from '../admin/lead-csv';
import { parseBody } from '../http/body';
import { json } from '../http/responses';
import { forManagers } from '../manager-sessions/guard';

/** `admin-leads-csv`: the filtered inbox as a CSV document for Excel (UTF-8 with BOM, `;`). */
export const adminLeadsCsv = forManagers(async (req, { db }, { manager }) => {
  const input = await parseBody(req, adminLeadFilterSchema);
  if (!input.ok) return input.response;
  const { csv, count } = await exportLeadsCsv(db, { format: 'team', filter: input.value, viewer: manager });
  const body: AdminLeadsCsv = { csv, filename: inboxCsvFilename(), count };
  return json(body);
});
