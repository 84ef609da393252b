import { type AdminMailRetryResult, adminMailRetrySchema, adminMessages } from 'shared-data/core';
import { parseBody } from '../http/body';
import { json } from '../http/responses';
import { adminErrors } from '../inbox/errors';
import { retryFailedMail } from '../mail/failed-mail';
import { forManagers } from '../manager-sessions/guard';

const queued: AdminMailRetryResult = { queued: true };

/** `admin-mail-retry`: puts one failed mail back in the queue; the dispatcher sends it on its next round. */
export const adminMailRetry = forManagers(async (req, { db }) => {
  const input = await parseBody(req, adminMailRetrySchema);
  if (!input.ok) return input.response;
  const outcome = await retryFailedMail(db, input.value.id);
  if (outcome === 'not_found') return adminErrors.mailJobNotFound();
  if (outcome === 'not_failed') return adminErrors.moveNotAllowed(adminMessages.mailJobNotFailed);
  return json(queued);
});
