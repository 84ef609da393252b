import { defaultLanguage, isLanguage, type Language } from '../routes/languages';

/**
 * A lead's language as the server stores it: one of `languages`, else the default. A value that is no language of
 * the site (an old page, an integration, a typo) never refuses the lead.
 */
export const cleanLanguage = (value: unknown): Language => (isLanguage(value) ? value : defaultLanguage);

/** Each language as the team reads it in its inbox, mails and chat (which stay Russian). */
export const languageNamesForTeam: Readonly<Record<Language, string>> = { ru: 'русский', uz: 'узбекский' };
