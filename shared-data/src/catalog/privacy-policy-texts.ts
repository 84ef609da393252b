import { type Company, companyFacts, privacyPolicy, type RuntimeConfig } from 'shared-data/catalog';
import { defineBook } from 'shared-data/site';
import type ruPrivacyPolicyTexts from './texts/privacy-policy-texts.ru';

/** A section of the privacy policy: a heading, its paragraphs and an optional list. */
export interface PrivacyPolicySection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  /** The label of the control under the section that shows the analytics consent bar again. */
  analyticsChoice?: string;
}

/**
 * What the policy names from the runtime config: the contacts, so the page says what the footer says, and the
 * analytics ids, so it describes the analytics only where the site has them.
 */
export type PrivacyPolicyContacts = Pick<
  RuntimeConfig,
  'contactEmail' | 'agencyPhone' | 'yandexMetricaId' | 'ga4MeasurementId'
>;

export { consentReopenAttribute } from '../analytics/consent-reopen';

/** The privacy policy page's texts in a language: privacy-policy-texts.ts's book. */
export type PrivacyPolicyPageTexts = typeof ruPrivacyPolicyTexts;

/** The privacy policy's texts in each language of the site. */
export const privacyPolicyPageTexts = defineBook<PrivacyPolicyPageTexts>('catalog/privacy-policy-texts', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-marketing" */ './texts/privacy-policy-texts.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-marketing" */ './texts/privacy-policy-texts.uz'),
});

/** The analytics section, naming the configured tags, when the site has any. */
function analyticsSection(
  { analytics }: PrivacyPolicyPageTexts,
  { yandexMetricaId, ga4MeasurementId }: PrivacyPolicyContacts,
): PrivacyPolicySection[] {
  const tags = [
    yandexMetricaId && analytics.tags.yandexMetrica,
    ga4MeasurementId && analytics.tags.ga4,
  ].filter((tag): tag is string => Boolean(tag));
  if (tags.length === 0) return [];
  return [
    {
      id: 'analytics',
      title: analytics.title,
      paragraphs: [analytics.consent(tags), analytics.choice],
      analyticsChoice: analytics.change,
    },
  ];
}

/** The introduction under the policy's heading, in the language of `texts`. */
export const privacyPolicyLeadIn = (texts: PrivacyPolicyPageTexts) =>
  texts.lead(companyFacts.name, privacyPolicy.version);

/**
 * The privacy policy's sections, in reading order, in the language of `texts`, with the agency's contacts from the
 * runtime config, its address from `agency` (the same language's) and, on a site with analytics, a section on it.
 */
export function privacyPolicySectionsIn(
  texts: PrivacyPolicyPageTexts,
  agency: Company,
  config: PrivacyPolicyContacts,
): readonly PrivacyPolicySection[] {
  const { contactEmail, agencyPhone } = config;
  return [
    {
      id: 'operator',
      title: texts.operator.title,
      paragraphs: [texts.operator.text(agency.name, agency.addressText, contactEmail, agencyPhone)],
    },
    { id: 'data', title: texts.data.title, paragraphs: [texts.data.intro], items: texts.data.items },
    { id: 'purposes', title: texts.purposes.title, paragraphs: [texts.purposes.text] },
    { id: 'storage', title: texts.storage.title, paragraphs: [texts.storage.text] },
    { id: 'retention', title: texts.retention.title, paragraphs: [texts.retention.text] },
    { id: 'recipients', title: texts.recipients.title, paragraphs: [texts.recipients.text] },
    { id: 'rights', title: texts.rights.title, paragraphs: [texts.rights.intro], items: texts.rights.items },
    {
      id: 'deletion',
      title: texts.deletion.title,
      paragraphs: [texts.deletion.contact(contactEmail, agencyPhone), texts.deletion.backups],
    },
    ...analyticsSection(texts, config),
    { id: 'version', title: texts.version.title, paragraphs: [texts.version.text(privacyPolicy.version)] },
  ];
}
