/** Every kind of lead `submit-application` takes, as its `type`. */
export const leadTypes = [
  'plan_order',
  'consultation',
  'custom_plan',
  'calculator',
  'digital_constructor',
  'service_order',
  'landing_consultation',
] as const;

export type LeadType = (typeof leadTypes)[number];

/** True when `value` is one of `leadTypes`. */
export const isLeadType = (value: unknown): value is LeadType => leadTypes.some((type) => type === value);
