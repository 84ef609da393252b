import { type LeadMailParams, leadMailDefaults } from './lead-mail-params';

/** A plan order's mail parameters as the server makes them, for tests; `more` overrides any of them. */
export const sampleMailParams = (more: Partial<LeadMailParams> = {}): LeadMailParams => ({
  to_email: 'leads@example.uz',
  from_name: 'Лола',
  from_email: 'lola@example.uz',
  phone: '+998 90 123 45 67',
  lead_type: 'Заказ тарифа',
  plan_name: 'Стандарт',
  plan_price: '7 200 000 сум',
  months: '1 месяц',
  selected_services: leadMailDefaults.neuter,
  total_amount: leadMailDefaults.feminine,
  company: leadMailDefaults.feminine,
  budget: leadMailDefaults.masculine,
  company_activity: leadMailDefaults.feminine,
  experience_years: leadMailDefaults.masculine,
  meeting_format: leadMailDefaults.masculine,
  consultation_date: leadMailDefaults.feminine,
  personal_info: leadMailDefaults.feminine,
  comments: leadMailDefaults.comments,
  timestamp: '01.08.2025, 15:04',
  suspicion: 'Нет',
  ...more,
});
