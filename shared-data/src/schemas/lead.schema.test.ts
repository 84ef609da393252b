import { leadSchemas, validateLead } from 'shared-data/testing';
import { acceptOldCasing, type Lead } from './lead.schema';
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

/**
 * Bodies as the release before decision record 031 sent them (the spec's two calls included), in their old casings,
 * with prices, `user_id` and the service order's message as `comments`.
 */
const oldBodies = {
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

/** The same leads as every form sends them now: every key in snake_case, nothing the server does not read. */
const wireBodies = {
  plan_order: {
    type: 'plan_order',
    ...contacts,
    plan_name: 'BUSINESS',
    promo_code: 'ALI15',
    comments: 'Позвоните вечером',
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
  },
  custom_plan: {
    type: 'custom_plan',
    ...contacts,
    company: 'Oila',
    company_activity: 'Кафе',
    experience_years: 'less-1-year',
    budget: 'small',
    personal_info: '',
    selected_services: ['instagram', 'reels'],
    meeting_format: 'messenger',
    consultation_date: '',
    promo_code: 'ALI15',
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
    company: '',
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
} as const;

describe('validateLead', () => {
  it('has one schema per lead type', () => {
    expect(Object.keys(leadSchemas).sort()).toEqual([...leadTypes].sort());
  });

  it.each(leadTypes)('reads the old body of %s as the same lead, the browser prices dropped', (type) => {
    const lead = expectLead(oldBodies[type]);
    expect(lead).toEqual(expectLead(wireBodies[type]));
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

  it.each(leadTypes)('takes %s with every key in snake_case', (type) => {
    const lead = expectLead(wireBodies[type]);
    expect(Object.keys(lead).filter((key) => /[A-Z]/.test(key))).toEqual([]);
    expect(Object.keys(wireBodies[type]).filter((key) => !Object.hasOwn(lead, key))).toEqual([]);
  });

  it('gives each type its fields under their wire names', () => {
    expect(expectLead(wireBodies.plan_order)).toEqual({
      type: 'plan_order',
      name: 'Алишер',
      email: 'alisher@example.uz',
      phone,
      plan_name: 'BUSINESS',
      comments: 'Позвоните вечером',
      promo_code: 'ALI15',
    });
    expect(expectLead(wireBodies.consultation)).toEqual({
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
    expect(expectLead(wireBodies.custom_plan)).toMatchObject({
      selected_services: ['instagram', 'reels'],
      promo_code: 'ALI15',
    });
    expect(expectLead(oldBodies.custom_plan)).not.toHaveProperty('plan_name');
    expect(expectLead(wireBodies.calculator)).toMatchObject({ selection: { 'content-plan': 10 } });
    expect(expectLead(oldBodies.calculator)).not.toHaveProperty('selected_services');
    expect(expectLead(wireBodies.service_order)).toMatchObject({ message: 'Нужно приложение доставки' });
    expect(expectLead(oldBodies.service_order)).not.toHaveProperty('comments');
    expect(expectLead(wireBodies.landing_consultation)).toMatchObject({ message: 'Хотим CRM', company: '' });
  });

  it('drops unknown keys, and never keeps a recipient from the body', () => {
    const lead = expectLead({
      ...wireBodies.landing_consultation,
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

  it('reads an old camelCase key under its snake_case name, the snake_case one first', () => {
    expect(fieldsOf({ type: 'plan_order', ...contacts, planName: 'GOLD' })).toEqual({
      plan_name: 'Выберите тариф из списка',
    });
    expect(expectLead({ ...wireBodies.plan_order, planName: 'GOLD' })).toMatchObject({
      plan_name: 'BUSINESS',
    });
    expect(acceptOldCasing({ type: 'service_order', comments: 'a', message: 'b' })).toEqual({
      type: 'service_order',
      comments: 'a',
      message: 'b',
    });
    expect(acceptOldCasing({ type: 'plan_order', comments: 'a' })).toEqual({
      type: 'plan_order',
      comments: 'a',
    });
  });

  it('checks consultation dates against the given moment', () => {
    expect(fieldsOf({ ...wireBodies.consultation, consultation_date: '2025-08-19' })).toEqual({
      consultation_date: 'Дата консультации не может быть в прошлом',
    });
    expect(fieldsOf({ ...wireBodies.custom_plan, consultation_date: 'скоро' })).toEqual({
      consultation_date: 'Некорректная дата консультации',
    });
  });

  it('checks selections and their bounds', () => {
    expect(fieldsOf({ ...wireBodies.calculator, selection: { 'content-plan': 1 } })).toEqual({
      selection: 'Сумма должна быть от 6\u00a0500\u00a0000 до 39\u00a0000\u00a0000\u00a0сум',
    });
    expect(fieldsOf({ ...wireBodies.digital_constructor, selection: { 'react-app': 21 } })).toEqual({
      selection: 'Сумма должна быть от 3\u00a0500\u00a0000 до 50\u00a0000\u00a0000\u00a0сум',
    });
  });

  it('reports wrong types in Russian', () => {
    expect(fieldsOf({ ...wireBodies.service_order, message: { text: 'x' }, company: ['Oila'] })).toEqual({
      message: 'Неверный формат значения',
      company: 'Неверный формат значения',
    });
  });
});

describe('the fields every lead carries', () => {
  const body = wireBodies.landing_consultation;

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
