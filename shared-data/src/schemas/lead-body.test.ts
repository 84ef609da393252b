import {
  calculatorInitialValues,
  consultationDialogInitialValues,
  consultationSectionInitialValues,
  customPlanInitialValues,
  digitalConstructorInitialValues,
  formFieldOf,
  leadBody,
  planOrderInitialValues,
  serviceOrderInitialValues,
} from 'shared-data/forms';
import { validateLead } from 'shared-data/testing';
import type { CustomPlanValues } from './custom-plan.schema';

const contacts = { name: 'Алишер', email: 'alisher@example.uz', phone: '+998 90 123 45 67' };
const envelope = { idempotency_key: 'key-123456', form_started_at: 1_755_000_000_000, website: '' };
const now = new Date('2025-08-20T10:00:00+05:00');

const roundTrips = (body: unknown) => {
  const result = validateLead(body, { now });
  expect(result).toEqual({ ok: true, lead: expect.anything() });
  return result.ok ? result.lead : undefined;
};

describe('form values to lead bodies', () => {
  it('sends a plan order in snake_case, the form promo code first', () => {
    const values = { ...planOrderInitialValues('PRO PACK'), ...contacts, promoCode: 'ALI15' };
    expect(leadBody('plan_order', values, { ...envelope, promo_code: 'OTHER' })).toEqual({
      ...envelope,
      type: 'plan_order',
      ...contacts,
      plan_name: 'PRO PACK',
      comments: '',
      promo_code: 'ALI15',
    });
    expect(leadBody('plan_order', { ...values, promoCode: '' }, { promo_code: 'REF' }).promo_code).toBe(
      'REF',
    );
    expect(leadBody('plan_order', { ...values, promoCode: '' }).promo_code).toBeUndefined();
    roundTrips(leadBody('plan_order', values, envelope));
  });

  it('sends the consultation section in snake_case', () => {
    const values = {
      ...consultationSectionInitialValues,
      ...contacts,
      consultationDate: '2025-08-21',
      budget: 'small' as const,
    };
    const body = leadBody('consultation', values, envelope);
    expect(body).toMatchObject({ type: 'consultation', consultation_date: '2025-08-21', budget: 'small' });
    expect(roundTrips(body)).toMatchObject({ consultation_date: '2025-08-21' });
  });

  it('sends the custom tariff in snake_case, its promo code as promo_code', () => {
    const values: CustomPlanValues = {
      ...customPlanInitialValues,
      ...contacts,
      companyActivity: 'Кафе',
      meetingFormat: 'online',
      selectedServices: ['logo'],
      promoCode: 'ALI15',
    };
    const body = leadBody('custom_plan', values, envelope);
    expect(body).not.toHaveProperty('promoCode');
    expect(body).toMatchObject({
      type: 'custom_plan',
      promo_code: 'ALI15',
      company_activity: 'Кафе',
      selected_services: ['logo'],
    });
    expect(Object.keys(body).filter((key) => /[A-Z]/.test(key))).toEqual([]);
    roundTrips(body);
  });

  it('sends the calculator and the constructor with their selections', () => {
    const calculator = leadBody(
      'calculator',
      {
        ...calculatorInitialValues,
        ...contacts,
        companyActivity: 'Кафе',
        meetingFormat: 'phone',
        selection: { website: 2 },
      },
      envelope,
    );
    expect(roundTrips(calculator)).toMatchObject({ type: 'calculator', selection: { website: 2 } });
    const project = leadBody(
      'digital_constructor',
      { ...digitalConstructorInitialValues, ...contacts, selection: { 'crm-system': 1 } },
      envelope,
    );
    expect(roundTrips(project)).toMatchObject({
      type: 'digital_constructor',
      selection: { 'crm-system': 1 },
    });
  });

  it('sends the service dialog’s message as message', () => {
    const body = leadBody('service_order', {
      ...serviceOrderInitialValues('DevOps'),
      ...contacts,
      message: 'Kubernetes',
    });
    expect(body).toEqual({
      type: 'service_order',
      ...contacts,
      company: '',
      service: 'DevOps',
      message: 'Kubernetes',
    });
    roundTrips(body);
  });

  it('sends the landing dialog in snake_case', () => {
    const body = leadBody('landing_consultation', {
      ...consultationDialogInitialValues,
      ...contacts,
      service: 'seo',
    });
    expect(body).toMatchObject({ type: 'landing_consultation', service: 'seo', preferred_time: '' });
    roundTrips(body);
  });
});

describe('formFieldOf', () => {
  it('names the form field a refusal is about', () => {
    expect(formFieldOf('consultation_date')).toBe('consultationDate');
    expect(formFieldOf('selected_services[2]')).toBe('selectedServices');
    expect(formFieldOf('selection.website')).toBe('selection');
    expect(formFieldOf('name')).toBe('name');
  });
});
