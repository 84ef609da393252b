import { jsonbParam } from '../db/jsonb';
import type { DbTx } from '../db/port';

export interface QueuedMail {
  /** The EmailJS template (`env.emailjs.templateLead`, `templateOrder`, `templateCode`). */
  templateId: string;
  /** The template's variables, sent as `template_params`. */
  params: object;
  /** The lead the mail is about, if any. */
  applicationId?: string | undefined;
}

const insertJob = `insert into mail_jobs (application_id, template_id, params)
  values ($1, $2, $3::text::jsonb) returning id`;

/**
 * Queues a mail in the same transaction as the row it is about, so the row and its mail commit together. The
 * dispatcher sends it after the commit (the gateway kicks it after every successful function call).
 */
export async function enqueueMail(tx: DbTx, mail: QueuedMail): Promise<string> {
  const [row] = await tx.query<{ id: string }>(insertJob, [
    mail.applicationId ?? null,
    mail.templateId,
    jsonbParam(mail.params),
  ]);
  if (!row) {
    throw new Error('mail_jobs insert returned no row');
  }
  return row.id;
}
