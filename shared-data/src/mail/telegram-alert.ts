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
 * Cut to Telegram's limit with an ellipsis, between graphemes; the lead's address in the inbox, when given, ends it
 * whole on a line of its own (Telegram's apps make a URL in plain text tappable).
 */
export function leadAlertText(params: LeadMailParams, suspicion: string | null, leadUrl?: string): string {
  // The link to the lead goes first in the cut, last on screen: it must survive a long comment.
  const link = leadUrl ? `\n${leadLinkLabel}: ${leadUrl}` : '';
  const lines = [
    ...(suspicion ? [`${suspectedAlertMark} ${foldToLine(suspicion)}`] : []),
    ...leadFields({
      ...params,
      lead_type: params.lead_type.replace(suspectedLeadMark, '').trim(),
      suspicion: 'Нет',
    }).map(({ label, value }) => `${label === 'Заявка' ? 'Новая заявка' : label}: ${foldToLine(value)}`),
  ];
  return cutText(lines.join('\n'), telegramTextLimit - link.length) + link;
}

/** The label of the alert's last line, the lead's address in the team's inbox. */
export const leadLinkLabel = 'Открыть в инбоксе';

/** A Bot API message entity that makes part of a plain-text message tappable: here, the lead's phone. */
export interface TelegramPhoneEntity {
  type: 'phone_number';
  /** In UTF-16 code units, as the Bot API counts (and as JavaScript strings index). */
  offset: number;
  length: number;
}

/** The Bot API `sendMessage` fields of a lead's alert, without the chat. */
export interface LeadAlert {
  text: string;
  entities: TelegramPhoneEntity[];
}

const phoneLine = '\nТелефон: ';

/**
 * The alert about a lead with its phone marked as a `phone_number` entity, so every Telegram client offers to call
 * it with one tap (the Bot API takes no `tel:` link). The text stays plain: the entity is placed by position, and only
 * on the line the alert itself wrote (a visitor's text is folded to one line, so it cannot start a "Телефон:" line).
 */
export function leadAlert(params: LeadMailParams, suspicion: string | null, leadUrl?: string): LeadAlert {
  const text = leadAlertText(params, suspicion, leadUrl);
  const phone = foldToLine(params.phone.trim());
  const at = text.indexOf(phoneLine);
  const offset = at + phoneLine.length;
  const marked = at >= 0 && phone !== '' && text.startsWith(phone, offset);
  return { text, entities: marked ? [{ type: 'phone_number', offset, length: phone.length }] : [] };
}
