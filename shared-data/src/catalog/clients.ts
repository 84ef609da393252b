import { defineBook } from 'shared-data/site';
import type ruClients from './texts/clients.ru';

/** A client shown in the logo carousel, drawn as text initials rather than an image. */
export interface Client {
  id: string;
  name: string;
  /** Short text drawn in place of a logo image. */
  initials: string;
  industry: string;
}

/** The clients' names and trades in a language: clients.ts's book. */
export type ClientsTexts = typeof ruClients;

/** The clients' names and trades in each language of the site. */
export const clientsTexts = defineBook<ClientsTexts>('catalog/clients', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-marketing" */ './texts/clients.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-marketing" */ './texts/clients.uz'),
});

const clientIds = [
  'safran',
  'dent-style',
  'bilim',
  'atlas-style',
  'olmos',
] as const satisfies readonly (keyof ClientsTexts)[];

/** The five clients of the marketing landing's logo carousel, in the language of `texts`. */
export const clientsIn = (texts: ClientsTexts): readonly Client[] =>
  clientIds.map((id) => ({ id, ...texts[id] }));
