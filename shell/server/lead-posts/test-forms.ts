import { type LeadType, leadBody, nativeFormFields, type PageData, privacyPolicy } from 'shared-data/core';

/** A lead form's fields in tests: texts, lists, quantities by item id. */
export type Fields = Record<string, string | string[] | Record<string, number>>;

/** A form's fields as the browser posts them: lists repeated, quantities as `selection.<id>`. */
export const encode = (fields: Fields) => {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else if (Array.isArray(value)) for (const one of value) form.append(name, one);
    else for (const [id, quantity] of Object.entries(value)) form.append(`${name}.${id}`, String(quantity));
  }
  return form.toString();
};

/** The same fields as name–value pairs. */
export const encodeEntries = (fields: Fields) => [...new URLSearchParams(encode(fields)).entries()];

const tomorrow = () => new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);

/** Valid values of each form, as Formik holds them, with the visitor's e-mail. */
export const validValues = (type: LeadType, email: string): Fields => {
  const contacts = { name: 'Лола Каримова', email, phone: '+998 90 123 45 67', company: 'Кафе «Лола»' };
  const values: Record<LeadType, Fields> = {
    plan_order: {
      ...contacts,
      company: '',
      planName: 'BUSINESS',
      comments: 'Позвоните вечером',
      promoCode: '',
    },
    consultation: {
      ...contacts,
      consultationDate: tomorrow(),
      meetingFormat: 'online',
      budget: 'large',
      companyActivity: 'Логистика',
      experienceYears: '1-3-years',
      personalInfo: 'Директор',
      comments: 'Первая строка\nвторая строка',
    },
    custom_plan: {
      ...contacts,
      companyActivity: 'Кафе',
      meetingFormat: 'messenger',
      selectedServices: ['content-plan', 'positioning'],
      comments: 'Срочно 🚀',
    },
    calculator: {
      ...contacts,
      companyActivity: 'Кафе',
      meetingFormat: 'phone',
      selection: { 'content-plan': 10 },
    },
    digital_constructor: {
      ...contacts,
      personalInfo: 'Интернет-магазин одежды',
      meetingFormat: 'client-office',
      selection: { 'online-store': 1, 'landing-page': 2 },
    },
    service_order: { ...contacts, message: 'Нужно приложение доставки', service: 'Мобильные приложения' },
    landing_consultation: {
      ...contacts,
      service: 'crm',
      preferredTime: 'morning',
      budget: '5m-15m',
      message: 'Хотим CRM',
    },
  };
  return values[type];
};

/** The body the browser's mutation sends for the same values (`leads.api.ts`). */
export const jsonBody = (type: LeadType, fields: Fields): Record<string, unknown> => {
  const values = { ...fields } as never;
  return { ...leadBody(type, values), consent_version: privacyPolicy.version, language: 'ru' };
};

/** The hidden fields of a page served a while ago with `key`. */
export const hidden = (key: string) => ({
  [nativeFormFields.idempotencyKey]: key,
  [nativeFormFields.startedAt]: String(Date.now() - 60_000),
  [nativeFormFields.honeypot]: '',
  [nativeFormFields.consentVersion]: privacyPolicy.version,
});

/** The page's data block, as the browser reads it. */
export const pageDataOf = (html: string): PageData => {
  const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return block ? (JSON.parse(block) as PageData) : {};
};
