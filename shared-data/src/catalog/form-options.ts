import { formatMoney, formatNumber } from 'shared-data/site';
import type { Option } from './types';

const upTo = (max: number) => `До ${formatMoney(max)}`;
const between = (min: number, max: number) => `${formatNumber(min)} - ${formatMoney(max)}`;
const over = (min: number) => `Свыше ${formatMoney(min)}`;

/** Services offered in the landing consultation dialog. */
export const landingServiceOptions = [
  { value: 'targeted-ads', label: 'Таргетированная реклама' },
  { value: 'smm', label: 'SMM и контент-маркетинг' },
  { value: 'seo', label: 'SEO продвижение' },
  { value: 'web-development', label: 'Веб-разработка' },
  { value: 'mobile-apps', label: 'Мобильные приложения' },
  { value: 'automation', label: 'Автоматизация бизнеса' },
  { value: 'crm', label: 'CRM системы' },
  { value: 'branding', label: 'Брендинг и дизайн' },
  { value: 'other', label: 'Другое' },
] as const satisfies readonly Option[];

/** Preferred call times in the landing consultation dialog. */
export const preferredTimeOptions = [
  { value: 'morning', label: 'Утро (9:00 - 12:00)' },
  { value: 'day', label: 'День (12:00 - 15:00)' },
  { value: 'evening', label: 'Вечер (15:00 - 18:00)' },
  { value: 'flexible', label: 'Гибкий график' },
] as const satisfies readonly Option[];

const landingBudgetLimits = { small: 5_000_000, medium: 15_000_000, large: 35_000_000 };

/** Budgets in the landing consultation dialog. */
export const landingBudgetOptions = [
  { value: 'up-to-5m', label: upTo(landingBudgetLimits.small) },
  { value: '5m-15m', label: between(landingBudgetLimits.small, landingBudgetLimits.medium) },
  { value: '15m-35m', label: between(landingBudgetLimits.medium, landingBudgetLimits.large) },
  { value: 'over-35m', label: over(landingBudgetLimits.large) },
  { value: 'individual', label: 'Обсудим индивидуально' },
] as const satisfies readonly Option[];

/** Meeting formats of the consultation form section. */
export const consultationMeetingFormatOptions = [
  { value: 'online', label: 'Онлайн (видеозвонок)' },
  { value: 'office', label: 'В нашем офисе' },
  { value: 'phone', label: 'По телефону' },
] as const satisfies readonly Option[];

const budgetLimits = { small: 3_000_000, medium: 10_000_000, large: 30_000_000 };

/** Budgets of the consultation form section and the custom-tariff request. */
export const budgetOptions = [
  { value: 'small', label: upTo(budgetLimits.small) },
  { value: 'medium', label: between(budgetLimits.small, budgetLimits.medium) },
  { value: 'large', label: between(budgetLimits.medium, budgetLimits.large) },
  { value: 'enterprise', label: over(budgetLimits.large) },
] as const satisfies readonly Option[];

/** Meeting formats of the custom-tariff request and the calculator. */
export const customPlanMeetingFormatOptions = [
  { value: 'online', label: 'Онлайн-встреча (видеозвонок)' },
  { value: 'office', label: 'Встреча в офисе' },
  { value: 'phone', label: 'Телефонный звонок' },
  { value: 'messenger', label: 'Переписка в мессенджере' },
] as const satisfies readonly Option[];

/** Meeting formats of the digital constructor. */
export const digitalMeetingFormatOptions = [
  { value: 'online', label: 'Онлайн (видеозвонок)' },
  { value: 'office', label: 'В нашем офисе' },
  { value: 'client-office', label: 'В офисе клиента' },
  { value: 'phone', label: 'По телефону' },
] as const satisfies readonly Option[];

/** How long the client's business has been running. */
export const experienceOptions = [
  { value: 'no-experience', label: 'Только начинаю' },
  { value: 'less-1-year', label: 'Меньше года' },
  { value: '1-3-years', label: '1–3 года' },
  { value: '3-5-years', label: '3–5 лет' },
  { value: 'more-5-years', label: 'Больше 5 лет' },
] as const satisfies readonly Option[];

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
