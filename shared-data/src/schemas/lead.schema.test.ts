import { type Lead, leadSchemas, validateLead } from './lead.schema';
import { leadTypes } from './lead-types';

const now = new Date('2025-08-20T10:00:00+05:00');
const contacts = { name: 'Алишер', email: 'alisher@example.uz', phone: '+998901234567' };
const phone = '+998901234567';

const expectLead = (body: unknown): Lead => {
  const result = validateLead(body, { now });
  if (!result.ok) {
    throw new Error(`expected a valid lead, got ${JSON.stringify(result.fields)}`);
  }
  return result.lead;
};

const fieldsOf = (body: unknown) => {
  const result = validateLead(body, { now });
  return result.ok ? {} : result.fields;
};

/** Bodies exactly as the spec's browser sends them, prices and user_id included. */
const specBodies = {
  plan_order: {
    type: 'plan_order',
    ...contacts,
    plan_name: 'BUSINESS',
    plan_price: '14,300,000',
    promo_code: 'ALI15',
    discount_amount: 1,
    final_price: 1,
    comments: 'Позвоните вечером',
    user_id: null,
  },
  consultation: {
    type: 'consultation',
    ...contacts,
    consultation_date: '2025-08-22T19:00:00.000Z',
    meeting_format: 'online',
    budget: 'large',
    company_activity: 'Логистика',
    experience_years: '1-3-years',
    personal_info: 'Директор',
    comments: '',
    user_id: null,
  },
  custom_plan: {
    type: 'custom_plan',
    ...contacts,
    company: 'Oila',
    companyActivity: 'Кафе',
    experienceYears: 'less-1-year',
    budget: 'small',
    personalInfo: '',
    selectedServices: ['instagram', 'reels'],
    meetingFormat: 'messenger',
    consultationDate: '',
    promo_code: 'ALI15',
    comments: 'Срочно',
    planName: 'CONSTRUCTOR',
    planPrice: 'Индивидуальная цена',
    months: 'по договору',
  },
  calculator: {
    type: 'calculator',
    ...contacts,
    companyActivity: 'Кафе',
    meetingFormat: 'phone',
    selection: { 'content-plan': 10 },
    totalAmount: 1,
    planPrice: '1\u00a0сум',
    selectedServices: 'Контент-план x10',
  },
  digital_constructor: {
    type: 'digital_constructor',
    ...contacts,
    personalInfo: 'Интернет-магазин одежды',
    meetingFormat: 'client-office',
    selection: { 'online-store': 1 },
    planName: 'DIGITAL CONSTRUCTOR',
    planPrice: 1,
    months: 'по договору',
    totalAmount: 1,
  },
  service_order: {
    type: 'service_order',
    ...contacts,
    company: '',
    comments: 'Нужно приложение доставки',
    service: 'Мобильные приложения',
    planName: 'Мобильные приложения',
    planPrice: '15\u00a0000\u00a0000 - 40\u00a0000\u00a0000\u00a0сум',
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
} as const;

describe('validateLead', () => {
  it('has one schema per lead type', () => {
    expect(Object.keys(leadSchemas).sort()).toEqual([...leadTypes].sort());
  });

  it.each(leadTypes)('accepts the spec body of %s and drops the browser prices', (type) => {
    const lead = expectLead(specBodies[type]);
    expect(lead.type).toBe(type);
    expect(lead.phone).toBe(phone);
    for (const ignored of [
      'plan_price',
      'discount_amount',
      'final_price',
      'user_id',
      'planPrice',
      'totalAmount',
      'months',
      'estimated_price',
    ]) {
      expect(lead).not.toHaveProperty(ignored);
    }
  });

  it('gives each type its own wire shape', () => {
    expect(expectLead(specBodies.plan_order)).toEqual({
      type: 'plan_order',
      name: 'Алишер',
      email: 'alisher@example.uz',
      phone,
      plan_name: 'BUSINESS',
      comments: 'Позвоните вечером',
      promo_code: 'ALI15',
    });
    expect(expectLead(specBodies.consultation)).toEqual({
      type: 'consultation',
      name: 'Алишер',
      email: 'alisher@example.uz',
      phone,
      company: '',
      consultation_date: '2025-08-22T19:00:00.000Z',
      meeting_format: 'online',
      budget: 'large',
      company_activity: 'Логистика',
      experience_years: '1-3-years',
      personal_info: 'Директор',
      comments: '',
    });
    expect(expectLead(specBodies.custom_plan)).toMatchObject({
      selectedServices: ['instagram', 'reels'],
      promo_code: 'ALI15',
    });
    expect(expectLead(specBodies.custom_plan)).not.toHaveProperty('planName');
    expect(expectLead(specBodies.calculator)).toMatchObject({ selection: { 'content-plan': 10 } });
    expect(expectLead(specBodies.calculator)).not.toHaveProperty('selectedServices');
    expect(expectLead(specBodies.service_order)).toMatchObject({ comments: 'Нужно приложение доставки' });
    expect(expectLead(specBodies.service_order)).not.toHaveProperty('message');
    expect(expectLead(specBodies.landing_consultation)).toMatchObject({ message: 'Хотим CRM', company: '' });
  });

  it('drops unknown keys, and never keeps a recipient from the body', () => {
    const lead = expectLead({
      ...specBodies.landing_consultation,
      to_email: 'evil@example.com',
      isAdmin: true,
    });
    expect(lead).not.toHaveProperty('to_email');
    expect(lead).not.toHaveProperty('isAdmin');
  });

  it.each([null, [], 'plan_order', 42])('rejects %p as a body', (body) => {
    expect(validateLead(body)).toEqual({
      ok: false,
      message: 'Проверьте правильность заполнения полей',
      fields: { body: 'Ожидается объект с полями формы' },
    });
  });

  it.each([undefined, 'order', 'PLAN_ORDER', ['plan_order']])('rejects the type %p', (type) => {
    expect(fieldsOf({ ...contacts, type })).toEqual({ type: 'Неизвестный тип заявки' });
  });

  it('reports every field of a bad plan order under its snake_case name', () => {
    expect(fieldsOf({ type: 'plan_order', name: '', email: 'x', phone: '123', plan_name: 'GOLD' })).toEqual({
      name: 'Введите имя',
      email: 'Введите корректный email',
      phone: 'Проверьте номер телефона, например: +998 90 123 45 67',
      plan_name: 'Выберите тариф из списка',
    });
  });

  it('accepts one wire shape per type: a camelCase plan order misses plan_name', () => {
    expect(fieldsOf({ type: 'plan_order', ...contacts, planName: 'BUSINESS' })).toEqual({
      plan_name: 'Выберите тариф',
    });
    expect(fieldsOf({ type: 'consultation', ...contacts, meetingFormat: 'nonsense' })).toEqual({});
  });

  it('checks consultation dates against the given moment', () => {
    expect(fieldsOf({ ...specBodies.consultation, consultation_date: '2025-08-19' })).toEqual({
      consultation_date: 'Дата консультации не может быть в прошлом',
    });
    expect(fieldsOf({ ...specBodies.custom_plan, consultationDate: 'скоро' })).toEqual({
      consultationDate: 'Некорректная дата консультации',
    });
  });

  it('checks selections and their bounds', () => {
    expect(fieldsOf({ ...specBodies.calculator, selection: { 'content-plan': 1 } })).toEqual({
      selection: 'Сумма должна быть от 6\u00a0500\u00a0000 до 39\u00a0000\u00a0000\u00a0сум',
    });
    expect(fieldsOf({ ...specBodies.digital_constructor, selection: { 'react-app': 21 } })).toEqual({
      selection: 'Сумма должна быть от 3\u00a0500\u00a0000 до 50\u00a0000\u00a0000\u00a0сум',
    });
  });

  it('reports wrong types in Russian', () => {
    expect(fieldsOf({ ...specBodies.service_order, comments: { text: 'x' }, company: ['Oila'] })).toEqual({
      comments: 'Неверный формат значения',
      company: 'Неверный формат значения',
    });
  });
});

describe('the fields every lead carries', () => {
  const body = specBodies.landing_consultation;

  it('takes an idempotency key, a promo code and the anti-bot fields', () => {
    const lead = expectLead({
      ...body,
      idempotency_key: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
      promo_code: ' ALI15 ',
      website: '',
      form_started_at: 1_755_000_000_000,
    });
    expect(lead).toMatchObject({
      idempotency_key: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
      promo_code: 'ALI15',
      form_started_at: 1_755_000_000_000,
    });
    expect(lead.website).toBeUndefined();
  });

  it('keeps a filled honeypot for the server to judge', () => {
    expect(expectLead({ ...body, website: 'http://spam.example' }).website).toBe('http://spam.example');
  });

  it('leaves absent or empty ones undefined', () => {
    const lead = expectLead({ ...body, idempotency_key: '', promo_code: null });
    expect(lead.idempotency_key).toBeUndefined();
    expect(lead.promo_code).toBeUndefined();
    expect(lead.form_started_at).toBeUndefined();
  });

  it.each([
    ['idempotency_key', 'has spaces in it', 'Некорректный ключ повторной отправки'],
    ['idempotency_key', 'k'.repeat(101), 'Некорректный ключ повторной отправки'],
    ['idempotency_key', { key: 1 }, 'Неверный формат значения'],
    ['promo_code', 'P'.repeat(41), 'Промокод не длиннее 40 символов'],
    ['website', 'w'.repeat(501), 'Слишком длинное значение'],
    ['form_started_at', 'вчера', 'Неверный формат значения'],
    ['form_started_at', -5, 'Неверный формат значения'],
    ['form_started_at', 1.5, 'Неверный формат значения'],
  ])('rejects %s = %p', (field, value, message) => {
    expect(fieldsOf({ ...body, [field]: value })).toEqual({ [field]: message });
  });
});
