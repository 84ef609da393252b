import { type AdminLeadsCsv, adminLeadFilterSchema } from 'shared-data/core';
import { exportInboxCsv } from '../admin/inbox';
import { parseBody } from '../http/body';
import { json } from '../http/responses';
import { forManagers } from '../managers/guard';

/** `admin-leads-csv`: the filtered inbox as a CSV document for Excel (UTF-8 with BOM, `;`). */
export const adminLeadsCsv = forManagers(async (req, { db }, { manager }) => {
  const input = await parseBody(req, adminLeadFilterSchema);
  if (!input.ok) return input.response;
  const body: AdminLeadsCsv = await exportInboxCsv(db, input.value, manager);
  return json(body);
});
