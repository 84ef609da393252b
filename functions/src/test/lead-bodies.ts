/** A valid name, e-mail and phone as people type them. */
export const contacts = { name: 'Алишер Каримов', email: 'alisher@example.uz', phone: '+998901234567' };

const tomorrow = () => new Date(Date.now() + 24 * 3600_000).toISOString();

/** One body per lead kind, as the browser sends it (prices and all). */
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
    companyActivity: 'Кафе',
    meetingFormat: 'messenger',
    selectedServices: ['content-plan'],
    consultationDate: '',
    comments: 'Срочно',
  },
  calculator: {
    type: 'calculator',
    ...contacts,
    companyActivity: 'Кафе',
    meetingFormat: 'phone',
    selection: { 'content-plan': 10 },
    totalAmount: 1,
  },
  digital_constructor: {
    type: 'digital_constructor',
    ...contacts,
    personalInfo: 'Интернет-магазин одежды',
    meetingFormat: 'client-office',
    selection: { 'online-store': 1 },
    totalAmount: 1,
  },
  service_order: {
    type: 'service_order',
    ...contacts,
    comments: 'Нужно приложение доставки',
    service: 'Мобильные приложения',
    estimated_price: 1,
  },
  landing_consultation: {
    type: 'landing_consultation',
    ...contacts,
    service: 'crm',
    preferredTime: 'morning',
    budget: '5m-15m',
    message: 'Хотим CRM',
  },
});

export type LeadKind = keyof ReturnType<typeof leadBodies>;

/** Every lead kind, in the contract's order. */
export const leadKinds = Object.keys(leadBodies()) as LeadKind[];
