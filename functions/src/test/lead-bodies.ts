/** A valid name, e-mail and phone as people type them. */
export const contacts = { name: 'Алишер Каримов', email: 'alisher@example.uz', phone: '+998901234567' };

const tomorrow = () => new Date(Date.now() + 24 * 3600_000).toISOString();

/**
 * One body per lead kind, as the browser sends it (decision record 031); the order form's as the spec's call sends it,
 * with the prices the server ignores.
 */
export const leadBodies = () => ({
  plan_order: {
    type: 'plan_order',
    ...contacts,
    plan_name: 'BUSINESS',
    plan_price: '1',
    discount_amount: 999_999_999,
    final_price: 1,
    comments: 'Позвоните вечером',
    user_id: null,
  },
  consultation: {
    type: 'consultation',
    ...contacts,
    consultation_date: tomorrow(),
    meeting_format: 'online',
    budget: 'large',
    company_activity: 'Логистика',
    experience_years: '1-3-years',
    personal_info: 'Директор',
    comments: '',
  },
  custom_plan: {
    type: 'custom_plan',
    ...contacts,
    company_activity: 'Кафе',
    meeting_format: 'messenger',
    selected_services: ['content-plan'],
    consultation_date: '',
    comments: 'Срочно',
  },
  calculator: {
    type: 'calculator',
    ...contacts,
    company_activity: 'Кафе',
    meeting_format: 'phone',
    selection: { 'content-plan': 10 },
  },
  digital_constructor: {
    type: 'digital_constructor',
    ...contacts,
    personal_info: 'Интернет-магазин одежды',
    meeting_format: 'client-office',
    selection: { 'online-store': 1 },
  },
  service_order: {
    type: 'service_order',
    ...contacts,
    message: 'Нужно приложение доставки',
    service: 'Мобильные приложения',
  },
  landing_consultation: {
    type: 'landing_consultation',
    ...contacts,
    service: 'crm',
    preferred_time: 'morning',
    budget: '5m-15m',
    message: 'Хотим CRM',
  },
});

export type LeadKind = keyof ReturnType<typeof leadBodies>;

/** Every lead kind, in the contract's order. */
export const leadKinds = Object.keys(leadBodies()) as LeadKind[];
