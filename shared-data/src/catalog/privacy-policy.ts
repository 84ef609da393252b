import { formatDate } from '../format/date';
import { defineBook } from '../texts/books';
import type ruPrivacyPolicy from './texts/privacy-policy.ru';

const version = '2026-11-25';

/** The privacy policy in force: its version is what a visitor agrees to when sending a form. */
export const privacyPolicy = {
  version,
  /** The version's date, written out in Russian; the policy's texts write it in their language. */
  dateText: formatDate(version),
} as const;

/** The consent line's texts in a language: privacy-policy.ts's book. */
export type PrivacyPolicyTexts = typeof ruPrivacyPolicy;

/** The consent line next to every form's send button, in each language of the site. */
export const privacyPolicyTexts = defineBook<PrivacyPolicyTexts>('catalog/privacy-policy', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-site" */ './texts/privacy-policy.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-site" */ './texts/privacy-policy.uz'),
});

/** The line next to a form's send button, around the link to the policy, in the language of `texts`. */
export const privacyConsentTextsIn = (texts: PrivacyPolicyTexts) => texts.consent;
