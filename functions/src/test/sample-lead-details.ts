import type { LeadDetails } from '../leads/lead-details';

/** A plan order's details as the server makes them, for tests; `more` overrides any of them. */
export const sampleLeadDetails = (more: Partial<LeadDetails> = {}): LeadDetails => ({
  type: 'plan_order',
  suspicion: null,
  name: 'Лола',
  phone: '+998 90 123 45 67',
  email: 'lola@example.uz',
  language: 'русский',
  planName: 'Стандарт',
  planPrice: '7 200 000 сум',
  months: '1 месяц',
  receivedAt: '01.08.2025, 15:04',
  ...more,
});
