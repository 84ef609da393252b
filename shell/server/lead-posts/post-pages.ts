import { callHref, escapeAttribute, escapeHtml, type Language, type RuntimeConfig } from 'shared-data/core';
import type { PageHead } from '../document/page-head';
import { type ShellServerTexts, shellServerTexts } from '../texts/texts';

/** A short page of the shell's own that answers a post it did not send on: its head and its body's markup. */
export interface PostPage {
  head: PageHead;
  markup: string;
}

type Contacts = Pick<RuntimeConfig, 'agencyPhone' | 'contactEmail'>;
type PageTexts = ShellServerTexts['postPages']['crossSite'];

/** The page in `language`: its title, what happened, and what to do followed by `then` (a link, the contacts). */
const page = (language: Language, { title, happened, next }: PageTexts, then: string): PostPage => ({
  head: { meta: { title, description: title, keywords: [] }, language, noindex: true },
  markup:
    `<main><section aria-labelledby="shell-page-title"><h1 id="shell-page-title">${escapeHtml(title)}</h1>` +
    `<p>${escapeHtml(happened)}</p><p>${escapeHtml(next)} ${then}</p></section></main>`,
});

const backTo = (language: Language, path: string) =>
  `<a href="${escapeAttribute(path)}">${escapeHtml(shellServerTexts[language].postPages.backToForm)}</a>`;

const contacts = (language: Language, { agencyPhone, contactEmail }: Contacts) => {
  const phone = callHref(agencyPhone);
  const phoneText = escapeHtml(agencyPhone);
  const email = escapeHtml(contactEmail);
  return shellServerTexts[language].postPages.contacts(
    phone ? `<a href="${escapeAttribute(phone)}">${phoneText}</a>` : phoneText,
    `<a href="mailto:${email}">${email}</a>`,
  );
};

const textsIn = (language: Language) => shellServerTexts[language].postPages;

/**
 * The pages a post is answered with when the shell's server does not send its lead on, in the language of the page the
 * form was posted to.
 */
export const postPages = {
  /** 403: the form was posted from another site. Nothing was stored. */
  crossSite: (language: Language, path: string) =>
    page(language, textsIn(language).crossSite, backTo(language, path)),
  /** 413: more than the form could hold. */
  tooLarge: (language: Language, config: Contacts) =>
    page(language, textsIn(language).tooLarge, contacts(language, config)),
  /** 400 or 415: a post that is no lead form of the site. */
  unreadable: (language: Language, path: string) =>
    page(language, textsIn(language).unreadable, backTo(language, path)),
  /** 429: too many posts from this visitor for now; what to do instead of losing the lead. */
  tooMany: (language: Language, config: Contacts) =>
    page(language, textsIn(language).tooMany, contacts(language, config)),
};
