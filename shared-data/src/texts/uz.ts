import type { BookShape } from 'shared-data/site';
import { connectionTexts } from './connection.uz';
import { ambassadorTexts, fieldTexts, leadTexts, promoCodeTexts } from './forms.uz';
import { noticeTexts } from './notices.uz';
import { boundsTexts, selectionTexts } from './pricing.uz';
import type ruBook from './ru';

/** shared-data's Uzbek texts (Latin script; o‘ and g‘ with U+2018, the tutuq belgisi with U+2019). */
export default {
  fields: fieldTexts,
  lead: leadTexts,
  promoCode: promoCodeTexts,
  ambassador: ambassadorTexts,
  notices: noticeTexts,
  selection: selectionTexts,
  bounds: boundsTexts,
  connection: connectionTexts,
} satisfies BookShape<typeof ruBook>;
