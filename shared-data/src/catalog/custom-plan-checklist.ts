import { defineBook } from 'shared-data/site';
import type ruCustomPlanChecklist from './texts/custom-plan-checklist.ru';
import type { Option } from './types';

/** A service bullet of the custom-tariff checklist. */
export interface ChecklistOption extends Option {
  group: string;
}

/** The checklist's labels in a language: custom-plan-checklist.ts's book. */
export type CustomPlanChecklistTexts = typeof ruCustomPlanChecklist;

/** The checklist's groups and services in each language of the site; the values on the wire stay here. */
export const customPlanChecklistTexts = defineBook<CustomPlanChecklistTexts>(
  'catalog/custom-plan-checklist',
  {
    ru: () =>
      import(/* webpackChunkName: "texts-ru-catalog-configurators" */ './texts/custom-plan-checklist.ru'),
    uz: () =>
      import(/* webpackChunkName: "texts-uz-catalog-configurators" */ './texts/custom-plan-checklist.uz'),
  },
);

/** The services a visitor can tick, in display order, each with its group. */
const checklist: readonly {
  value: keyof CustomPlanChecklistTexts['options'];
  group: keyof CustomPlanChecklistTexts['groups'];
}[] = [
  { value: 'market-research', group: 'strategy' },
  { value: 'competitor-analysis', group: 'strategy' },
  { value: 'audience-portraits', group: 'strategy' },
  { value: 'positioning', group: 'strategy' },
  { value: 'marketing-strategy', group: 'strategy' },
  { value: 'media-plan', group: 'strategy' },
  { value: 'kpi', group: 'strategy' },
  { value: 'marketing-audit', group: 'strategy' },
  { value: 'instagram', group: 'smm' },
  { value: 'telegram-channel', group: 'smm' },
  { value: 'facebook', group: 'smm' },
  { value: 'tiktok', group: 'smm' },
  { value: 'youtube', group: 'smm' },
  { value: 'profile-design', group: 'smm' },
  { value: 'community-management', group: 'smm' },
  { value: 'giveaways', group: 'smm' },
  { value: 'content-plan', group: 'content' },
  { value: 'posts', group: 'content' },
  { value: 'stories', group: 'content' },
  { value: 'reels', group: 'content' },
  { value: 'copywriting', group: 'content' },
  { value: 'product-photo', group: 'content' },
  { value: 'image-photo', group: 'content' },
  { value: 'promo-video', group: 'content' },
  { value: 'targeted-ads', group: 'advertising' },
  { value: 'google-ads', group: 'advertising' },
  { value: 'yandex-direct', group: 'advertising' },
  { value: 'telegram-ads', group: 'advertising' },
  { value: 'influencers', group: 'advertising' },
  { value: 'retargeting', group: 'advertising' },
  { value: 'outdoor', group: 'advertising' },
  { value: 'ad-creatives', group: 'advertising' },
  { value: 'logo', group: 'design' },
  { value: 'brand-identity', group: 'design' },
  { value: 'brand-book', group: 'design' },
  { value: 'naming', group: 'design' },
  { value: 'packaging', group: 'design' },
  { value: 'presentation', group: 'design' },
  { value: 'print', group: 'design' },
  { value: 'motion-design', group: 'design' },
  { value: 'landing-page', group: 'web' },
  { value: 'corporate-site', group: 'web' },
  { value: 'online-store', group: 'web' },
  { value: 'seo-audit', group: 'web' },
  { value: 'seo-promotion', group: 'web' },
  { value: 'seo-articles', group: 'web' },
  { value: 'google-business', group: 'web' },
  { value: 'yandex-maps', group: 'web' },
  { value: 'crm-setup', group: 'automation' },
  { value: 'sales-funnel', group: 'automation' },
  { value: 'telegram-bot', group: 'automation' },
  { value: 'email-marketing', group: 'automation' },
  { value: 'sms-marketing', group: 'automation' },
  { value: 'call-tracking', group: 'automation' },
  { value: 'sales-scripts', group: 'automation' },
  { value: 'loyalty-program', group: 'automation' },
  { value: 'web-analytics', group: 'analytics' },
  { value: 'end-to-end-analytics', group: 'analytics' },
  { value: 'dashboards', group: 'analytics' },
  { value: 'monthly-reports', group: 'analytics' },
  { value: 'ab-tests', group: 'analytics' },
  { value: 'reputation', group: 'analytics' },
  { value: 'consulting', group: 'analytics' },
  { value: 'team-training', group: 'analytics' },
];

/** The values a visitor can tick, on the wire in every language. */
export const customPlanChecklistValues: readonly string[] = checklist.map(({ value }) => value);

/** The services a visitor can tick in the custom-tariff request, grouped for display, in the language of `texts`. */
export const customPlanChecklistIn = (texts: CustomPlanChecklistTexts): readonly ChecklistOption[] =>
  checklist.map(({ value, group }) => ({ value, label: texts.options[value], group: texts.groups[group] }));
