import {
  calculatorInitialValues,
  calculatorLeadBody,
  consultationDialogInitialValues,
  consultationLeadBody,
  consultationSectionInitialValues,
  customPlanInitialValues,
  customPlanLeadBody,
  digitalConstructorInitialValues,
  digitalConstructorLeadBody,
  landingConsultationLeadBody,
  planOrderInitialValues,
  planOrderLeadBody,
  serviceOrderInitialValues,
  serviceOrderLeadBody,
} from 'shared-data/forms';
import type { CustomPlanValues } from './custom-plan.schema';
import { validateLead } from './lead.schema';

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
    expect(planOrderLeadBody(values, { ...envelope, promo_code: 'OTHER' })).toEqual({
      ...envelope,
      type: 'plan_order',
      ...contacts,
      plan_name: 'PRO PACK',
      comments: '',
      promo_code: 'ALI15',
    });
    expect(planOrderLeadBody({ ...values, promoCode: '' }, { promo_code: 'REF' }).promo_code).toBe('REF');
    expect(planOrderLeadBody({ ...values, promoCode: '' }).promo_code).toBeUndefined();
    roundTrips(planOrderLeadBody(values, envelope));
  });

  it('sends the consultation section in snake_case', () => {
    const values = {
      ...consultationSectionInitialValues,
      ...contacts,
      consultationDate: '2025-08-21',
      budget: 'small' as const,
    };
    const body = consultationLeadBody(values, envelope);
    expect(body).toMatchObject({ type: 'consultation', consultation_date: '2025-08-21', budget: 'small' });
    expect(roundTrips(body)).toMatchObject({ consultation_date: '2025-08-21' });
  });

  it('sends the custom tariff in camelCase with its promo code as promo_code', () => {
    const values: CustomPlanValues = {
      ...customPlanInitialValues,
      ...contacts,
      companyActivity: 'Кафе',
      meetingFormat: 'online',
      selectedServices: ['logo'],
      promoCode: 'ALI15',
    };
    const body = customPlanLeadBody(values, envelope);
    expect(body).not.toHaveProperty('promoCode');
    expect(body).toMatchObject({ type: 'custom_plan', promo_code: 'ALI15', selectedServices: ['logo'] });
    roundTrips(body);
  });

  it('sends the calculator and the constructor with their selections', () => {
    const calculator = calculatorLeadBody(
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
    const project = digitalConstructorLeadBody(
      { ...digitalConstructorInitialValues, ...contacts, selection: { 'crm-system': 1 } },
      envelope,
    );
    expect(roundTrips(project)).toMatchObject({
      type: 'digital_constructor',
      selection: { 'crm-system': 1 },
    });
  });

  it('sends the service dialog message as comments', () => {
    const body = serviceOrderLeadBody({
      ...serviceOrderInitialValues('DevOps'),
      ...contacts,
      message: 'Kubernetes',
    });
    expect(body).toEqual({
      type: 'service_order',
      ...contacts,
      company: '',
      service: 'DevOps',
      comments: 'Kubernetes',
    });
    roundTrips(body);
  });

  it('sends the landing dialog as it is', () => {
    const body = landingConsultationLeadBody({
      ...consultationDialogInitialValues,
      ...contacts,
      service: 'seo',
    });
    expect(body).toMatchObject({ type: 'landing_consultation', service: 'seo', preferredTime: '' });
    roundTrips(body);
  });
});
