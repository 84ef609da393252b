import { connectionTexts } from './connection.ru';
import { ambassadorTexts, fieldTexts, leadTexts, promoCodeTexts } from './forms.ru';
import { noticeTexts } from './notices.ru';
import { boundsTexts, selectionTexts } from './pricing.ru';

/**
 * shared-data's Russian texts: the forms' field and notice messages, the pricing bounds' sentences and the calls'
 * connection messages. The Uzbek book (`uz.ts`) gives every one of them. Money and dates are written by
 * `formatMoney` and `formatDate`, which take the language.
 */
export default {
  fields: fieldTexts,
  lead: leadTexts,
  promoCode: promoCodeTexts,
  ambassador: ambassadorTexts,
  notices: noticeTexts,
  selection: selectionTexts,
  bounds: boundsTexts,
  connection: connectionTexts,
};
