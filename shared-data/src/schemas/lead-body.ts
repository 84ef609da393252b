import type { CalculatorValues } from './calculator.schema';
import type { ConsultationDialogValues } from './consultation-dialog.schema';
import type { ConsultationSectionValues } from './consultation-section.schema';
import type { CustomPlanValues } from './custom-plan.schema';
import type { DigitalConstructorValues } from './digital-constructor.schema';
import type {
  CalculatorLead,
  ConsultationLead,
  CustomPlanLead,
  DigitalConstructorLead,
  LandingConsultationLead,
  PlanOrderLead,
  ServiceOrderLead,
} from './lead.schema';
import type { PlanOrderValues } from './plan-order.schema';
import type { ServiceOrderValues } from './service-order.schema';

/** The fields every lead may carry besides its form's values (see `formGuard` for the last two). */
export interface LeadEnvelope {
  idempotency_key?: string;
  promo_code?: string;
  website?: string;
  form_started_at?: number;
}

const promo = (code: string, envelope: LeadEnvelope) => code || envelope.promo_code || undefined;

/** The `plan_order` body for the order form's values. */
export function planOrderLeadBody(values: PlanOrderValues, envelope: LeadEnvelope = {}): PlanOrderLead {
  return {
    ...envelope,
    type: 'plan_order',
    name: values.name,
    email: values.email,
    phone: values.phone,
    plan_name: values.planName,
    comments: values.comments,
    promo_code: promo(values.promoCode, envelope),
  };
}

/** The `consultation` body for the consultation section's values. */
export function consultationLeadBody(
  values: ConsultationSectionValues,
  envelope: LeadEnvelope = {},
): ConsultationLead {
  return {
    ...envelope,
    type: 'consultation',
    name: values.name,
    email: values.email,
    phone: values.phone,
    company: values.company,
    consultation_date: values.consultationDate,
    meeting_format: values.meetingFormat,
    budget: values.budget,
    company_activity: values.companyActivity,
    experience_years: values.experienceYears,
    personal_info: values.personalInfo,
    comments: values.comments,
  };
}

/** The `custom_plan` body for the custom-tariff form's values. */
export function customPlanLeadBody(values: CustomPlanValues, envelope: LeadEnvelope = {}): CustomPlanLead {
  const { promoCode, ...rest } = values;
  return { ...envelope, ...rest, type: 'custom_plan', promo_code: promo(promoCode, envelope) };
}

/** The `calculator` body for the calculator's values. */
export function calculatorLeadBody(values: CalculatorValues, envelope: LeadEnvelope = {}): CalculatorLead {
  return { ...envelope, ...values, type: 'calculator' };
}

/** The `digital_constructor` body for the constructor's values. */
export function digitalConstructorLeadBody(
  values: DigitalConstructorValues,
  envelope: LeadEnvelope = {},
): DigitalConstructorLead {
  return { ...envelope, ...values, type: 'digital_constructor' };
}

/** The `service_order` body for the service dialog's values: the message travels as `comments`. */
export function serviceOrderLeadBody(
  values: ServiceOrderValues,
  envelope: LeadEnvelope = {},
): ServiceOrderLead {
  const { message, ...rest } = values;
  return { ...envelope, ...rest, comments: message, type: 'service_order' };
}

/** The `landing_consultation` body for the landing dialog's values. */
export function landingConsultationLeadBody(
  values: ConsultationDialogValues,
  envelope: LeadEnvelope = {},
): LandingConsultationLead {
  return { ...envelope, ...values, type: 'landing_consultation' };
}
