import type { AdminFailedMailList } from 'shared-data/core';
import { json } from '../http/responses';
import { listFailedMail } from '../mail/failed-mail';
import { forManagers } from '../manager-sessions/guard';

/** `admin-failed-mail`: mail and messages that used up their retries, with their last error. */
export const adminFailedMail = forManagers(async (_req, { db }) => {
  const body: AdminFailedMailList = { jobs: await listFailedMail(db) };
  return json(body);
});
