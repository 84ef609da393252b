import type { BookShape } from 'shared-data/site';
import type { connectionTexts as ruConnection } from './connection.ru';

/** What a call of a function answers the visitor when the server cannot, in Uzbek. */
export const connectionTexts = {
  offline: 'Server bilan aloqa yo‘q. Internetga ulanishni tekshiring va qaytadan urinib ko‘ring.',
  failed: 'Arizani yuborishda xatolik yuz berdi. Qaytadan urinib ko‘ring.',
} satisfies BookShape<typeof ruConnection>;
