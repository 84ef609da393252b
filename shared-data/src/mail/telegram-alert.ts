import { cutText, foldToLine } from '../format/plain-text';
import { leadFields } from './lead-fields';
import { type LeadMailParams, suspectedLeadMark } from './lead-mail-params';

/** The most characters a Telegram message may have. */
export const telegramTextLimit = 4096;

/** The first line of an alert about a lead that looks machine-sent. */
export const suspectedAlertMark = '⚠ Возможно, бот:';

/**
 * The team chat's message about a new lead, plain text (no markup, so nothing a visitor typed can format it):
 * a warning line first when the lead looks machine-sent, then the lead's labelled lines as the inbox shows them,
 * each value folded to one line (so a visitor's line breaks cannot forge a labelled line).
 * Cut to Telegram's limit with an ellipsis, between graphemes.
 */
export function leadAlertText(params: LeadMailParams, suspicion: string | null): string {
  const lines = [
    ...(suspicion ? [`${suspectedAlertMark} ${foldToLine(suspicion)}`] : []),
    ...leadFields({
      ...params,
      lead_type: params.lead_type.replace(suspectedLeadMark, '').trim(),
      suspicion: 'Нет',
    }).map(({ label, value }) => `${label === 'Заявка' ? 'Новая заявка' : label}: ${foldToLine(value)}`),
  ];
  return cutText(lines.join('\n'), telegramTextLimit);
}
