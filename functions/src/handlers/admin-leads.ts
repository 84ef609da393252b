import { type AdminLeadsPage, adminLeadsSchema } from 'shared-data/core';
import { parseBody } from '../http/body';
import { json } from '../http/responses';
import { listInbox } from '../inbox/inbox';
import { forManagers } from '../manager-sessions/guard';

/**
 * `admin-leads`: one page of the inbox, newest first, narrowed by type, status, Tashkent days, a search and a source,
 * with the count of each status under the rest of the filter.
 */
export const adminLeads = forManagers(async (req, { db }, { manager }) => {
  const input = await parseBody(req, adminLeadsSchema);
  if (!input.ok) return input.response;
  const { page, page_size: pageSize, ...filter } = input.value;
  const { leads, total, counts } = await listInbox(db, filter, page, pageSize, manager);
  const body: AdminLeadsPage = { leads, total, page, page_size: pageSize, counts };
  return json(body);
});
