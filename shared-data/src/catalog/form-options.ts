import { defineBook, formatMoney, formatPriceRange, type Language } from 'shared-data/site';
import type ruFormOptions from './texts/form-options.ru';
import type { Option } from './types';

/** The forms' option labels in each language, by value: the values travel on the wire and stay the same. */
export const formOptionsTexts = defineBook<typeof ruFormOptions>('catalog/form-options', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-catalog" */ './texts/form-options.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-catalog" */ './texts/form-options.uz'),
});

/** The option labels' book, as each language gives it. */
export type FormOptionsTexts = typeof ruFormOptions;

/** The options of `values`, in their order, labelled from `labels`. */
const optionsOf = <V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): Option<V>[] => values.map((value) => ({ value, label: labels[value] }));

export const landingServiceValues = [
  'targeted-ads',
  'smm',
  'seo',
  'web-development',
  'mobile-apps',
  'automation',
  'crm',
  'branding',
  'other',
] as const;
export const preferredTimeValues = ['morning', 'day', 'evening', 'flexible'] as const;
export const consultationMeetingFormatValues = ['online', 'office', 'phone'] as const;
export const customPlanMeetingFormatValues = ['online', 'office', 'phone', 'messenger'] as const;
export const digitalMeetingFormatValues = ['online', 'office', 'client-office', 'phone'] as const;
export const experienceValues = [
  'no-experience',
  'less-1-year',
  '1-3-years',
  '3-5-years',
  'more-5-years',
] as const;

const landingBudgetLimits = { small: 5_000_000, medium: 15_000_000, large: 35_000_000 };
const budgetLimits = { small: 3_000_000, medium: 10_000_000, large: 30_000_000 };

export const landingBudgetValues = ['up-to-5m', '5m-15m', '15m-35m', 'over-35m', 'individual'] as const;
export const budgetValues = ['small', 'medium', 'large', 'enterprise'] as const;
export type LandingBudget = (typeof landingBudgetValues)[number];
export type Budget = (typeof budgetValues)[number];

/*
 * Builders: each list of options with the labels of `texts`. Only the budgets' labels format money in `language`; the
 * other lists take it for the builders' one signature.
 */

/** Services offered in the landing consultation dialog. */
export const landingServiceOptionsIn = (texts: FormOptionsTexts, _language: Language) =>
  optionsOf(landingServiceValues, texts.landingServices);

/** Preferred call times in the landing consultation dialog. */
export const preferredTimeOptionsIn = (texts: FormOptionsTexts, _language: Language) =>
  optionsOf(preferredTimeValues, texts.preferredTimes);

/** Budgets in the landing consultation dialog. */
export function landingBudgetOptionsIn(texts: FormOptionsTexts, language: Language): Option<LandingBudget>[] {
  const { small, medium, large } = landingBudgetLimits;
  const { upTo, over, individual } = texts.budgets;
  return [
    { value: 'up-to-5m', label: upTo(formatMoney(small, language)) },
    { value: '5m-15m', label: formatPriceRange({ min: small, max: medium }, language) },
    { value: '15m-35m', label: formatPriceRange({ min: medium, max: large }, language) },
    { value: 'over-35m', label: over(formatMoney(large, language)) },
    { value: 'individual', label: individual },
  ];
}

/** Meeting formats of the consultation form section. */
export const consultationMeetingFormatOptionsIn = (texts: FormOptionsTexts, _language: Language) =>
  optionsOf(consultationMeetingFormatValues, texts.consultationMeetingFormats);

/** Budgets of the consultation form section and the custom-tariff request. */
export function budgetOptionsIn(texts: FormOptionsTexts, language: Language): Option<Budget>[] {
  const { small, medium, large } = budgetLimits;
  const { upTo, over } = texts.budgets;
  return [
    { value: 'small', label: upTo(formatMoney(small, language)) },
    { value: 'medium', label: formatPriceRange({ min: small, max: medium }, language) },
    { value: 'large', label: formatPriceRange({ min: medium, max: large }, language) },
    { value: 'enterprise', label: over(formatMoney(large, language)) },
  ];
}

/** Meeting formats of the custom-tariff request and the calculator. */
export const customPlanMeetingFormatOptionsIn = (texts: FormOptionsTexts, _language: Language) =>
  optionsOf(customPlanMeetingFormatValues, texts.customPlanMeetingFormats);

/** Meeting formats of the digital constructor. */
export const digitalMeetingFormatOptionsIn = (texts: FormOptionsTexts, _language: Language) =>
  optionsOf(digitalMeetingFormatValues, texts.digitalMeetingFormats);

/** How long the client's business has been running. */
export const experienceOptionsIn = (texts: FormOptionsTexts, _language: Language) =>
  optionsOf(experienceValues, texts.experience);

/** The values of an option list, for `oneOf`. */
export function optionValues<V extends string>(options: readonly Option<V>[]): V[] {
  return options.map((option) => option.value);
}

/** The label of `value` in `options`, or `undefined` when it is not one of them. */
export function optionLabel(
  options: readonly Option[],
  value: string | null | undefined,
): string | undefined {
  return options.find((option) => option.value === value)?.label;
}
