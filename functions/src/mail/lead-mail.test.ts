import { type Lead, priceLead, validateLead } from 'shared-data/core';
import { leadMailParams, templateFor } from './lead-mail';

const contacts = { name: 'Алишер', email: 'alisher@example.uz', phone: '998901234567' };
const receivedAt = new Date('2025-08-20T05:30:15Z');
const now = receivedAt;
const toEmail = 'leads@agency.uz';

const lead = (body: Record<string, unknown>): Lead => {
  const result = validateLead({ ...contacts, ...body }, { now });
  if (!result.ok) {
    throw new Error(JSON.stringify(result.fields));
  }
  return result.lead;
};

const paramsOf = (body: Record<string, unknown>, promoApplied = false) => {
  const validated = lead(body);
  return leadMailParams(validated, priceLead(validated, { promoApplied }), { toEmail, receivedAt });
};

const sender = {
  to_email: toEmail,
  from_name: 'Алишер',
  from_email: 'alisher@example.uz',
  phone: '+998 90 123 45 67',
};

describe('templateFor', () => {
  it('uses the order template for plan orders and the lead template otherwise', () => {
    expect(templateFor('plan_order')).toBe('order');
    for (const type of [
      'consultation',
      'custom_plan',
      'calculator',
      'digital_constructor',
      'service_order',
    ] as const) {
      expect(templateFor(type)).toBe('lead');
    }
    expect(templateFor('landing_consultation')).toBe('lead');
  });
});

describe('leadMailParams', () => {
  it('has the template parameters of the spec, in order, then the suspicion and the source', () => {
    expect(Object.keys(paramsOf({ type: 'consultation' }))).toEqual([
      'to_email',
      'from_name',
      'from_email',
      'phone',
      'lead_type',
      'plan_name',
      'plan_price',
      'months',
      'selected_services',
      'total_amount',
      'company',
      'budget',
      'company_activity',
      'experience_years',
      'meeting_format',
      'consultation_date',
      'personal_info',
      'comments',
      'timestamp',
      'suspicion',
      'lead_source',
      'language',
    ]);
  });

  it('fills what a bare consultation leaves out with the defaults', () => {
    expect(paramsOf({ type: 'consultation' })).toEqual({
      ...sender,
      lead_type: 'Запись на консультацию',
      plan_name: 'Не указан',
      plan_price: 'Не указана',
      months: '1 месяц',
      selected_services: 'Не указано',
      total_amount: 'Не указана',
      company: 'Не указана',
      budget: 'Не указан',
      company_activity: 'Не указана',
      experience_years: 'Не указан',
      meeting_format: 'Не указан',
      consultation_date: 'Не указана',
      personal_info: 'Не указана',
      comments: 'Нет комментариев',
      timestamp: '20.08.2025, 10:30:15',
      suspicion: 'Нет',
      lead_source: 'Не указан',
      language: 'русский',
    });
  });

  it('mails a plan order with the server price after the promo discount', () => {
    expect(
      paramsOf({ type: 'plan_order', plan_name: 'popular', final_price: 1, comments: 'Перезвоните' }, true),
    ).toMatchObject({
      lead_type: 'Заказ тарифа',
      plan_name: 'POPULAR',
      plan_price: '9\u00a0392\u00a0500\u00a0сум',
      months: '1 месяц',
      total_amount: '9\u00a0392\u00a0500\u00a0сум',
      comments: 'Перезвоните',
    });
    expect(paramsOf({ type: 'plan_order', plan_name: 'POPULAR' }).plan_price).toBe(
      '11\u00a0050\u00a0000\u00a0сум',
    );
  });

  it('writes option labels and ru-RU dates for a consultation', () => {
    expect(
      paramsOf({
        type: 'consultation',
        company: 'Oila Market',
        consultation_date: '2025-08-22',
        meeting_format: 'phone',
        budget: 'enterprise',
        company_activity: 'Ритейл',
        experience_years: 'more-5-years',
        personal_info: 'Владелец',
        comments: 'После 15:00',
      }),
    ).toMatchObject({
      company: 'Oila Market',
      consultation_date: '22 августа 2025 г.',
      meeting_format: 'По телефону',
      budget: 'Свыше 30\u00a0000\u00a0000\u00a0сум',
      company_activity: 'Ритейл',
      experience_years: 'Больше 5 лет',
      personal_info: 'Владелец',
      comments: 'После 15:00',
    });
    expect(
      paramsOf({ type: 'consultation', consultation_date: '2025-08-22T09:00:00Z' }).consultation_date,
    ).toBe('22 августа 2025 г., 14:00');
  });

  it('mails a custom tariff as CONSTRUCTOR, priced individually, by contract', () => {
    expect(
      paramsOf({
        type: 'custom_plan',
        company_activity: 'Кафе',
        meeting_format: 'messenger',
        budget: 'medium',
        selected_services: ['instagram', 'reels'],
      }),
    ).toMatchObject({
      lead_type: 'Индивидуальный тариф (CONSTRUCTOR)',
      plan_name: 'CONSTRUCTOR',
      plan_price: 'Индивидуальная цена',
      months: 'по договору',
      selected_services: 'Ведение Instagram\nReels',
      total_amount: 'Не указана',
      budget: '3\u00a0000\u00a0000 - 10\u00a0000\u00a0000\u00a0сум',
      meeting_format: 'Переписка в мессенджере',
    });
  });

  it('mails a calculator order with its total per month and its lines', () => {
    expect(
      paramsOf({
        type: 'calculator',
        company_activity: 'Кафе',
        meeting_format: 'office',
        selection: { website: 2 },
        totalAmount: 1,
      }),
    ).toMatchObject({
      lead_type: 'Калькулятор тарифа CONSTRUCTOR',
      plan_name: 'CONSTRUCTOR',
      plan_price: '7\u00a0800\u00a0000\u00a0сум в месяц',
      months: 'по договору',
      selected_services: 'Сайт компании x2 (7\u00a0800\u00a0000\u00a0сум)',
      total_amount: '7\u00a0800\u00a0000\u00a0сум',
      meeting_format: 'Встреча в офисе',
      comments: 'Нет комментариев',
    });
  });

  it('mails a digital project with its total', () => {
    expect(
      paramsOf({ type: 'digital_constructor', selection: { 'ios-app': 1 }, meeting_format: 'client-office' }),
    ).toMatchObject({
      plan_name: 'DIGITAL CONSTRUCTOR',
      plan_price: '4\u00a0500\u00a0000\u00a0сум',
      months: 'по договору',
      selected_services: 'Приложение для iOS x1 (4\u00a0500\u00a0000\u00a0сум)',
      total_amount: '4\u00a0500\u00a0000\u00a0сум',
      meeting_format: 'В офисе клиента',
    });
  });

  it('mails a service order with the catalog range', () => {
    expect(
      paramsOf({
        type: 'service_order',
        service: 'AI и машинное обучение',
        message: 'Бот',
      }),
    ).toMatchObject({
      lead_type: 'Заказ услуги',
      plan_name: 'AI и машинное обучение',
      plan_price: '10\u00a0000\u00a0000 - 35\u00a0000\u00a0000\u00a0сум',
      comments: 'Бот',
    });
    expect(paramsOf({ type: 'service_order', service: 'SEO-продвижение' }).plan_price).toBe('Не указана');
  });

  it('maps the landing dialog as the spec says', () => {
    expect(
      paramsOf({
        type: 'landing_consultation',
        company: 'Oila',
        service: 'branding',
        preferred_time: 'flexible',
        budget: 'over-35m',
        message: 'Нужен ребрендинг',
      }),
    ).toMatchObject({
      lead_type: 'Консультация с главной страницы',
      company: 'Oila',
      company_activity: 'Брендинг и дизайн',
      meeting_format: 'Гибкий график',
      budget: 'Свыше 35\u00a0000\u00a0000\u00a0сум',
      personal_info: 'Нужен ребрендинг',
      comments: 'Нужен ребрендинг',
      consultation_date: '20 августа 2025 г., 10:30',
      experience_years: 'Не указан',
    });
  });

  it('sends to the inbox it is given, whatever the lead held', () => {
    const validated = lead({ type: 'landing_consultation', to_email: 'evil@example.com' });
    const params = leadMailParams(validated, priceLead(validated, { promoApplied: false }), {
      toEmail: 'inbox@agency.uz',
      receivedAt,
    });
    expect(params.to_email).toBe('inbox@agency.uz');
  });
});
