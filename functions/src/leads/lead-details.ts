import {
  budgetOptions,
  consultationMeetingFormatOptions,
  customPlanMeetingFormatOptions,
  defaultLanguage,
  describeLeadSource,
  digitalMeetingFormatOptions,
  digitalServices,
  displayPhone,
  experienceOptions,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPriceRange,
  formatTimestamp,
  isDateOnly,
  type Language,
  type Lead,
  type LeadPricing,
  type LeadSource,
  type LeadType,
  landingBudgetOptions,
  landingServiceOptions,
  languageNamesForTeam,
  optionLabel,
  preferredTimeOptions,
} from 'shared-data/core';

/**
 * What a lead says, in Russian, as the team reads it wherever it is shown (the inbox, the mail, the chat's alert):
 * each line's text, or undefined when the lead has nothing for it. Built from the validated lead and the server's own
 * figures, never from what one channel made of them.
 */
export interface LeadDetails {
  type: LeadType;
  /** Why the lead looks machine-sent (`checkFormGuard`), or null. */
  suspicion: string | null;
  name: string;
  phone: string;
  email: string;
  company?: string;
  companyActivity?: string;
  experienceYears?: string;
  budget?: string;
  planName?: string;
  planPrice?: string;
  months?: string;
  selectedServices?: string;
  totalAmount?: string;
  meetingFormat?: string;
  consultationDate?: string;
  personalInfo?: string;
  comments?: string;
  source?: string;
  /** The language of the page it was sent from, as the team reads it («узбекский»): the team answers in it. */
  language: string;
  receivedAt: string;
}

/** How the team's mail, chat and inbox name each kind of lead, in full. */
const leadTypeLabels: Record<LeadType, string> = {
  plan_order: 'Заказ тарифа',
  consultation: 'Запись на консультацию',
  custom_plan: 'Индивидуальный тариф (CONSTRUCTOR)',
  calculator: 'Калькулятор тарифа CONSTRUCTOR',
  digital_constructor: 'Конструктор digital-проекта',
  service_order: 'Заказ услуги',
  landing_consultation: 'Консультация с главной страницы',
};

/** Texts the mail's fixed template needs where a lead says nothing, and the terms the catalog prices by. */
export const leadTexts = {
  months: '1 месяц',
  contractMonths: 'по договору',
  individualPrice: 'Индивидуальная цена',
  perMonth: 'в месяц',
} as const;

const formatConsultationDate = (value: string) =>
  isDateOnly(value) ? formatDate(value) : formatDateTime(value);

const dateText = (value: string) => (value ? formatConsultationDate(value) : undefined);

type FormDetails = Omit<
  LeadDetails,
  'type' | 'suspicion' | 'name' | 'phone' | 'email' | 'language' | 'receivedAt'
>;

function formDetails(lead: Lead, pricing: LeadPricing, receivedAt: Date | number): FormDetails {
  const money = (amount: number | null) => (amount === null ? undefined : formatMoney(amount));
  switch (lead.type) {
    case 'plan_order':
      return { comments: lead.comments, planPrice: money(pricing.finalPrice), months: leadTexts.months };
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
        companyActivity: lead.company_activity,
        experienceYears: optionLabel(experienceOptions, lead.experience_years),
        meetingFormat: optionLabel(customPlanMeetingFormatOptions, lead.meeting_format),
        consultationDate: dateText(lead.consultation_date),
        personalInfo: lead.personal_info,
        comments: lead.comments,
        planPrice: leadTexts.individualPrice,
        months: leadTexts.contractMonths,
      };
    case 'calculator':
      return {
        company: lead.company,
        companyActivity: lead.company_activity,
        experienceYears: optionLabel(experienceOptions, lead.experience_years),
        meetingFormat: optionLabel(customPlanMeetingFormatOptions, lead.meeting_format),
        consultationDate: dateText(lead.consultation_date),
        personalInfo: lead.personal_info,
        planPrice:
          pricing.planPrice === null ? undefined : `${formatMoney(pricing.planPrice)} ${leadTexts.perMonth}`,
        months: leadTexts.contractMonths,
      };
    case 'digital_constructor':
      return {
        company: lead.company,
        companyActivity: lead.company_activity,
        experienceYears: optionLabel(experienceOptions, lead.experience_years),
        meetingFormat: optionLabel(digitalMeetingFormatOptions, lead.meeting_format),
        consultationDate: dateText(lead.consultation_date),
        personalInfo: lead.personal_info,
        comments: lead.comments,
        planPrice: money(pricing.planPrice),
        months: leadTexts.contractMonths,
      };
    case 'service_order': {
      const service = digitalServices.find((candidate) => candidate.title === lead.service);
      return {
        company: lead.company,
        comments: lead.message,
        planPrice: service ? formatPriceRange(service.priceRange) : undefined,
      };
    }
    case 'landing_consultation':
      return {
        company: lead.company,
        budget: optionLabel(landingBudgetOptions, lead.budget),
        companyActivity: optionLabel(landingServiceOptions, lead.service),
        meetingFormat: optionLabel(preferredTimeOptions, lead.preferred_time),
        consultationDate: formatDateTime(receivedAt),
        personalInfo: lead.message,
        comments: lead.message,
      };
  }
}

const given = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * What a lead says, from the lead as its schema validated it and the server's own figures (`priceLead`): option
 * values as their labels, dates in Tashkent time in Russian, money in сум. `suspicion` is why the lead looks
 * machine-sent (`checkFormGuard`), when it does; `language` the page's it was sent from (Russian when not said).
 */
export function describeLead(
  lead: Lead,
  pricing: LeadPricing,
  options: {
    receivedAt: Date | number;
    suspicion?: string | null;
    source?: LeadSource;
    language?: Language;
  },
): LeadDetails {
  const form = formDetails(lead, pricing, options.receivedAt);
  const details: LeadDetails = {
    type: lead.type,
    suspicion: given(options.suspicion) ?? null,
    name: lead.name,
    phone: displayPhone(lead.phone),
    email: lead.email,
    planName: given(pricing.planName),
    selectedServices: given(pricing.selectedServices),
    totalAmount: pricing.totalAmount === null ? undefined : formatMoney(pricing.totalAmount),
    source: given(describeLeadSource(options.source ?? {})),
    language: languageNamesForTeam[options.language ?? defaultLanguage],
    receivedAt: formatTimestamp(options.receivedAt),
  };
  for (const [key, value] of Object.entries(form) as [keyof FormDetails, string | undefined][]) {
    const text = given(value);
    if (text !== undefined) details[key] = text;
  }
  return details;
}

/** A labelled line of a lead, in Russian. */
export interface LeadLine {
  label: string;
  value: string;
}

/** The labels of a lead's lines, in the order the team reads them. */
const leadLineLabels = {
  type: 'Заявка',
  name: 'Имя',
  phone: 'Телефон',
  email: 'E-mail',
  language: 'Язык',
  company: 'Компания',
  companyActivity: 'Деятельность',
  experienceYears: 'Опыт в бизнесе',
  budget: 'Бюджет',
  planName: 'Тариф, пакет или услуга',
  planPrice: 'Цена',
  months: 'Срок',
  selectedServices: 'Выбранные услуги',
  totalAmount: 'Итого',
  meetingFormat: 'Формат встречи',
  consultationDate: 'Дата встречи',
  personalInfo: 'О себе',
  comments: 'Комментарий',
  source: 'Источник',
  receivedAt: 'Получена',
  suspicion: 'Подозрение на бота',
} as const satisfies Record<keyof LeadDetails, string>;

/** Put before the kind of a lead whose anti-bot fields look machine-sent, so the team sees it at once. */
export const suspectedLeadMark = '⚠ Проверьте: возможно, бот —';

/** The kind of lead as the team reads it, marked when it looks machine-sent. */
export const leadKindText = (details: LeadDetails) =>
  details.suspicion ? `${suspectedLeadMark} ${leadTypeLabels[details.type]}` : leadTypeLabels[details.type];

/**
 * What a lead carried as labelled Russian lines: what the visitor left empty is left out, and a comment equal to the
 * "about you" text is shown once.
 */
export function leadLines(details: LeadDetails): LeadLine[] {
  const lines: LeadLine[] = [];
  for (const [key, label] of Object.entries(leadLineLabels) as [keyof LeadDetails, string][]) {
    const value = key === 'type' ? leadKindText(details) : details[key];
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (key === 'comments' && value === details.personalInfo) continue;
    lines.push({ label, value: value.trim() });
  }
  return lines;
}
