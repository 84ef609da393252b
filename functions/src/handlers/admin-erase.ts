import { type AdminEraseResult, adminEraseSchema } from 'shared-data/core';
import { parseBody } from '../http/body';
import { json } from '../http/responses';
import { forManagers } from '../manager-sessions/guard';
import { erasePerson } from '../privacy/erase-person';

/**
 * `admin-erase`: erases the data of the person with this e-mail or phone on their request (`erasePerson`), logged with
 * the manager who did it. It answers once the old row versions are purged from the database files, or the purge
 * failed (logged).
 */
export const adminErase = forManagers(async (req, { db, logger }, session) => {
  const input = await parseBody(req, adminEraseSchema);
  if (!input.ok) return input.response;
  const { contact } = input.value;
  const subject = contact.includes('@') ? { email: contact } : { phone: contact };
  const result: AdminEraseResult = (await erasePerson(db, subject, session.manager.email, logger)) ?? {
    leads: 0,
    mails: 0,
    ambassadors: 0,
  };
  return json(result);
});
