import { type WireName, wireName } from 'shared-data/fields';
import type { Language } from '../routes/languages';
import type { CalculatorValues } from './calculator.schema';
import type { ConsultationDialogValues } from './consultation-dialog.schema';
import type { ConsultationSectionValues } from './consultation-section.schema';
import type { CustomPlanValues } from './custom-plan.schema';
import type { DigitalConstructorValues } from './digital-constructor.schema';
import type { LeadType } from './lead-types';
import type { PlanOrderValues } from './plan-order.schema';
import type { ServiceOrderValues } from './service-order.schema';

/** The fields every lead may carry besides its form's values (see `formGuard` for `website` and `form_started_at`). */
export interface LeadEnvelope {
  idempotency_key?: string;
  promo_code?: string;
  website?: string;
  form_started_at?: number;
  /**
   * The language of the page the lead was sent from: the lead is stored with it and refused in it (the functions read
   * it before the caller's `Accept-Language`). Russian when it is left out.
   */
  language?: Language;
}

/** The values of the form that sends each type of lead. */
export interface LeadFormValues {
  plan_order: PlanOrderValues;
  consultation: ConsultationSectionValues;
  custom_plan: CustomPlanValues;
  calculator: CalculatorValues;
  digital_constructor: DigitalConstructorValues;
  service_order: ServiceOrderValues;
  landing_consultation: ConsultationDialogValues;
}

/** A lead's body as `leadBody` makes it: the form's fields under their wire names, the envelope and the type. */
export type LeadBody<Type extends LeadType> = {
  [Key in keyof LeadFormValues[Type] & string as WireName<Key>]: LeadFormValues[Type][Key];
} & LeadEnvelope & { type: Type };

/**
 * The `submit-application` body for a form's values: every field under its wire name, the envelope beside them, and
 * the promo code typed into the form, or else the one the visitor came with (`envelope.promo_code`).
 */
export function leadBody<Type extends LeadType>(
  type: Type,
  values: LeadFormValues[Type],
  envelope: LeadEnvelope = {},
): LeadBody<Type> {
  const { promo_code: typed, ...fields } = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [wireName(key), value]),
  );
  const { promo_code: kept, ...rest } = envelope;
  const promoCode = (typeof typed === 'string' && typed) || kept || undefined;
  return { ...rest, ...fields, type, ...(promoCode ? { promo_code: promoCode } : {}) } as LeadBody<Type>;
}
