import type { Language } from '../routes/languages';
import { connectionTexts as ru } from './connection.ru';
import { connectionTexts as uz } from './connection.uz';

/**
 * The calls' connection messages in every language, with the code that calls: what a call answers when shared-data's
 * book cannot arrive either, the network being down (a few sentences; the rest of the book loads in the page's
 * language).
 */
export const connectionFallback: Readonly<Record<Language, typeof ru>> = { ru, uz };
