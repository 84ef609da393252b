import type { Lead, LeadPricing, LeadSource, LeadType } from 'shared-data/core';
import { describeLead, type LeadDetails, leadKindText, leadTexts } from '../leads/lead-details';

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
  /** The language of the page the lead came from (`русский`, `узбекский`); mails queued before it was added lack it. */
  language?: string;
}

/** Texts for what a lead leaves out, agreeing with the noun they stand for. */
const leadMailDefaults = {
  masculine: 'Не указан',
  feminine: 'Не указана',
  neuter: 'Не указано',
  months: leadTexts.months,
  comments: 'Нет комментариев',
} as const;

/**
 * The EmailJS template parameters of a lead's details: every parameter of the template filled, what the lead does not
 * say with the default that agrees with its noun. `toEmail` is the leads inbox from the server's configuration.
 */
export function mailParamsOf(details: LeadDetails, toEmail: string): LeadMailParams {
  const { masculine, feminine, neuter } = leadMailDefaults;
  return {
    to_email: toEmail,
    from_name: details.name,
    from_email: details.email,
    phone: details.phone,
    lead_type: leadKindText(details),
    plan_name: details.planName ?? masculine,
    plan_price: details.planPrice ?? feminine,
    months: details.months ?? leadMailDefaults.months,
    selected_services: details.selectedServices ?? neuter,
    total_amount: details.totalAmount ?? feminine,
    company: details.company ?? feminine,
    budget: details.budget ?? masculine,
    company_activity: details.companyActivity ?? feminine,
    experience_years: details.experienceYears ?? masculine,
    meeting_format: details.meetingFormat ?? masculine,
    consultation_date: details.consultationDate ?? feminine,
    personal_info: details.personalInfo ?? feminine,
    comments: details.comments ?? leadMailDefaults.comments,
    timestamp: details.receivedAt,
    suspicion: details.suspicion ?? 'Нет',
    lead_source: details.source ?? masculine,
    language: details.language,
  };
}

/**
 * The EmailJS template parameters of a lead. `pricing` must be the server's own figures (`priceLead`), and
 * `toEmail` the leads inbox from the server's configuration; nothing of either comes from the browser.
 */
export function leadMailParams(
  lead: Lead,
  pricing: LeadPricing,
  options: { toEmail: string; receivedAt: Date | number; suspicion?: string | null; source?: LeadSource },
): LeadMailParams {
  return mailParamsOf(describeLead(lead, pricing, options), options.toEmail);
}
