import { cutText, foldToLine } from 'shared-data/core';
import { type LeadDetails, leadLines } from '../leads/lead-details';

/** The most characters a Telegram message may have. */
export const telegramTextLimit = 4096;

/** The first line of an alert about a lead that looks machine-sent. */
const suspectedAlertMark = '⚠ Возможно, бот:';

/** The label of the alert's last line, the lead's address in the team's inbox. */
const leadLinkLabel = 'Открыть в инбоксе';

/** A Bot API message entity that makes part of a plain-text message tappable: here, the lead's phone. */
interface TelegramPhoneEntity {
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

/**
 * The team chat's message about a new lead, plain text (no markup, so nothing a visitor typed can format it): a
 * warning line first when the lead looks machine-sent, then the lead's lines as the inbox shows them, each value
 * folded to one line (so a visitor's line breaks cannot forge a labelled line), the phone marked as a `phone_number`
 * entity as its line is written, so every Telegram client offers to call it with one tap (the Bot API takes no `tel:`
 * link). Cut to Telegram's limit with an ellipsis, between graphemes; the lead's address in the inbox, when given,
 * ends it whole on a line of its own (Telegram's apps make a URL in plain text tappable).
 */
export function leadAlert(details: LeadDetails, leadUrl?: string): LeadAlert {
  const plain = { ...details, suspicion: null };
  const lines = [
    ...(details.suspicion ? [`${suspectedAlertMark} ${foldToLine(details.suspicion)}`] : []),
    ...leadLines(plain).map(({ label, value }) => ({
      label: label === 'Заявка' ? 'Новая заявка' : label,
      value: foldToLine(value),
      phone: label === 'Телефон',
    })),
  ];
  let text = '';
  let phone: TelegramPhoneEntity | undefined;
  for (const line of lines) {
    if (text) text += '\n';
    if (typeof line === 'string') {
      text += line;
      continue;
    }
    text += `${line.label}: `;
    if (line.phone) phone = { type: 'phone_number', offset: text.length, length: line.value.length };
    text += line.value;
  }
  // The link to the lead goes first in the cut, last on screen: it must survive a long comment.
  const link = leadUrl ? `\n${leadLinkLabel}: ${leadUrl}` : '';
  const cut = cutText(text, telegramTextLimit - link.length);
  const whole = phone !== undefined && phone.offset + phone.length <= cut.length - (cut === text ? 0 : 1);
  return { text: cut + link, entities: whole && phone ? [phone] : [] };
}
