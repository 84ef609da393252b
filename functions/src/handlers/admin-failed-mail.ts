import type { AdminFailedMailList } from 'shared-data/core';
import { listFailedMail } from '../admin/inbox';
import { json } from '../http/responses';
import { forManagers } from '../managers/guard';

/** `admin-failed-mail`: mail and messages that used up their retries, with their last error. */
export const adminFailedMail = forManagers(async (_req, { db }) => {
  const body: AdminFailedMailList = { jobs: await listFailedMail(db) };
  return json(body);
});
