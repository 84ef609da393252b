import { digitalServices } from '../catalog/digital-services';
import {
  budgetOptions,
  consultationMeetingFormatOptions,
  customPlanMeetingFormatOptions,
  digitalMeetingFormatOptions,
  experienceOptions,
  landingBudgetOptions,
  landingServiceOptions,
  optionLabel,
  preferredTimeOptions,
} from '../catalog/form-options';
import { formatDate, formatDateTime, formatTimestamp, isDateOnly } from '../format/date';
import { formatMoney, formatPriceRange } from '../format/money';
import { displayPhone } from '../format/phone';
import type { LeadPricing } from '../pricing/lead-pricing';
import type { Lead } from '../schemas/lead.schema';
import { describeLeadSource, type LeadSource } from '../schemas/lead-source';
import type { LeadType } from '../schemas/lead-types';

/** The two EmailJS templates: plan orders get `order`, every other lead `lead`. */
export type MailTemplate = 'order' | 'lead';

/** Which template a lead's mail uses. */
export function templateFor(type: LeadType): MailTemplate {
  return type === 'plan_order' ? 'order' : 'lead';
}

/** Template parameters of a lead mail, all text. */
export interface LeadMailParams {
  to_email: string;
  from_name: string;
  from_email: string;
  phone: string;
  lead_type: string;
  plan_name: string;
  plan_price: string;
  months: string;
  selected_services: string;
  total_amount: string;
  company: string;
  budget: string;
  company_activity: string;
  experience_years: string;
  meeting_format: string;
  consultation_date: string;
  personal_info: string;
  comments: string;
  timestamp: string;
  /** `Нет`, or why the lead looks machine-sent; the lead type then starts with `suspectedLeadMark`. */
  suspicion: string;
  /** Where the visit came from (`describeLeadSource`), or `Не указан`; mails queued before it was added lack it. */
  lead_source?: string;
}

/** Texts for what a lead leaves out, agreeing with the noun they stand for. */
export const leadMailDefaults = {
  masculine: 'Не указан',
  feminine: 'Не указана',
  neuter: 'Не указано',
  months: '1 месяц',
  contractMonths: 'по договору',
  comments: 'Нет комментариев',
  individualPrice: 'Индивидуальная цена',
} as const;

/** Put before the lead type of a lead whose anti-bot fields look machine-sent, so the team sees it at once. */
export const suspectedLeadMark = '⚠ Проверьте: возможно, бот —';

/** How the mail names each kind of lead. */
export const leadTypeLabels: Record<LeadType, string> = {
  plan_order: 'Заказ тарифа',
  consultation: 'Запись на консультацию',
  custom_plan: 'Индивидуальный тариф (CONSTRUCTOR)',
  calculator: 'Калькулятор тарифа CONSTRUCTOR',
  digital_constructor: 'Конструктор digital-проекта',
  service_order: 'Заказ услуги',
  landing_consultation: 'Консультация с главной страницы',
};

interface Details {
  company?: string;
  budget?: string;
  companyActivity?: string;
  experienceYears?: string;
  meetingFormat?: string;
  consultationDate?: string;
  personalInfo?: string;
  comments?: string;
  planPrice?: string;
  months?: string;
}

const formatConsultationDate = (value: string) =>
  isDateOnly(value) ? formatDate(value) : formatDateTime(value);

const dateText = (value: string) => (value ? formatConsultationDate(value) : undefined);

function details(lead: Lead, pricing: LeadPricing, receivedAt: Date | number): Details {
  const money = (amount: number | null) => (amount === null ? undefined : formatMoney(amount));
  switch (lead.type) {
    case 'plan_order':
      return { comments: lead.comments, planPrice: money(pricing.finalPrice) };
    case 'consultation':
      return {
        company: lead.company,
        budget: optionLabel(budgetOptions, lead.budget),
        companyActivity: lead.company_activity,
        experienceYears: optionLabel(experienceOptions, lead.experience_years),
        meetingFormat: optionLabel(consultationMeetingFormatOptions, lead.meeting_format),
        consultationDate: dateText(lead.consultation_date),
        personalInfo: lead.personal_info,
        comments: lead.comments,
      };
    case 'custom_plan':
      return {
        company: lead.company,
        budget: optionLabel(budgetOptions, lead.budget),
        companyActivity: lead.companyActivity,
        experienceYears: optionLabel(experienceOptions, lead.experienceYears),
        meetingFormat: optionLabel(customPlanMeetingFormatOptions, lead.meetingFormat),
        consultationDate: dateText(lead.consultationDate),
        personalInfo: lead.personalInfo,
        comments: lead.comments,
        planPrice: leadMailDefaults.individualPrice,
        months: leadMailDefaults.contractMonths,
      };
    case 'calculator':
      return {
        company: lead.company,
        companyActivity: lead.companyActivity,
        experienceYears: optionLabel(experienceOptions, lead.experienceYears),
        meetingFormat: optionLabel(customPlanMeetingFormatOptions, lead.meetingFormat),
        consultationDate: dateText(lead.consultationDate),
        personalInfo: lead.personalInfo,
        planPrice: pricing.planPrice === null ? undefined : `${formatMoney(pricing.planPrice)} в месяц`,
        months: leadMailDefaults.contractMonths,
      };
    case 'digital_constructor':
      return {
        company: lead.company,
        companyActivity: lead.companyActivity,
        experienceYears: optionLabel(experienceOptions, lead.experienceYears),
        meetingFormat: optionLabel(digitalMeetingFormatOptions, lead.meetingFormat),
        consultationDate: dateText(lead.consultationDate),
        personalInfo: lead.personalInfo,
        comments: lead.comments,
        planPrice: money(pricing.planPrice),
        months: leadMailDefaults.contractMonths,
      };
    case 'service_order': {
      const service = digitalServices.find((candidate) => candidate.title === lead.service);
      return {
        company: lead.company,
        comments: lead.comments,
        planPrice: service ? formatPriceRange(service.priceRange) : undefined,
      };
    }
    case 'landing_consultation':
      return {
        company: lead.company,
        budget: optionLabel(landingBudgetOptions, lead.budget),
        companyActivity: optionLabel(landingServiceOptions, lead.service),
        meetingFormat: optionLabel(preferredTimeOptions, lead.preferredTime),
        consultationDate: formatDateTime(receivedAt),
        personalInfo: lead.message,
        comments: lead.message,
      };
  }
}

const or = (value: string | null | undefined, fallback: string) => (value ? value : fallback);

/**
 * The EmailJS template parameters of a lead. `pricing` must be the server's own figures (`priceLead`), and
 * `toEmail` the leads inbox from the server's configuration; nothing of either comes from the browser.
 * Dates are Tashkent time in Russian; missing values get the defaults of `leadMailDefaults`. `suspicion` is why
 * the lead looks machine-sent (`checkFormGuard`), when it does.
 */
export function leadMailParams(
  lead: Lead,
  pricing: LeadPricing,
  options: { toEmail: string; receivedAt: Date | number; suspicion?: string | null; source?: LeadSource },
): LeadMailParams {
  const { masculine, feminine, neuter } = leadMailDefaults;
  const more = details(lead, pricing, options.receivedAt);
  return {
    to_email: options.toEmail,
    from_name: lead.name,
    from_email: lead.email,
    phone: displayPhone(lead.phone),
    lead_type: options.suspicion
      ? `${suspectedLeadMark} ${leadTypeLabels[lead.type]}`
      : leadTypeLabels[lead.type],
    plan_name: or(pricing.planName, masculine),
    plan_price: or(more.planPrice, feminine),
    months: or(more.months, leadMailDefaults.months),
    selected_services: or(pricing.selectedServices, neuter),
    total_amount: or(pricing.totalAmount === null ? undefined : formatMoney(pricing.totalAmount), feminine),
    company: or(more.company, feminine),
    budget: or(more.budget, masculine),
    company_activity: or(more.companyActivity, feminine),
    experience_years: or(more.experienceYears, masculine),
    meeting_format: or(more.meetingFormat, masculine),
    consultation_date: or(more.consultationDate, feminine),
    personal_info: or(more.personalInfo, feminine),
    comments: or(more.comments, leadMailDefaults.comments),
    timestamp: formatTimestamp(options.receivedAt),
    suspicion: options.suspicion || 'Нет',
    lead_source: or(describeLeadSource(options.source ?? {}), masculine),
  };
}
