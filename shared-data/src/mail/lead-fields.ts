import { type LeadMailParams, leadMailDefaults } from './lead-mail-params';

/** A labelled line of a lead, in Russian. */
export interface LeadField {
  label: string;
  value: string;
}

const labels: readonly (readonly [keyof LeadMailParams, string])[] = [
  ['lead_type', 'Заявка'],
  ['from_name', 'Имя'],
  ['phone', 'Телефон'],
  ['from_email', 'E-mail'],
  ['company', 'Компания'],
  ['company_activity', 'Деятельность'],
  ['experience_years', 'Опыт в бизнесе'],
  ['budget', 'Бюджет'],
  ['plan_name', 'Тариф, пакет или услуга'],
  ['plan_price', 'Цена'],
  ['months', 'Срок'],
  ['selected_services', 'Выбранные услуги'],
  ['total_amount', 'Итого'],
  ['meeting_format', 'Формат встречи'],
  ['consultation_date', 'Дата встречи'],
  ['personal_info', 'О себе'],
  ['comments', 'Комментарий'],
  ['lead_source', 'Источник'],
  ['timestamp', 'Получена'],
  ['suspicion', 'Подозрение на бота'],
];

const placeholders = new Set<string>([
  leadMailDefaults.masculine,
  leadMailDefaults.feminine,
  leadMailDefaults.neuter,
  leadMailDefaults.comments,
  'Нет',
  '',
]);

/**
 * What a lead carried as labelled Russian lines, from its mail parameters: the lines the visitor left empty are
 * left out (the mail shows them as "Не указано"), and a comment equal to the "about you" text is shown once.
 */
export function leadFields(params: LeadMailParams): LeadField[] {
  const fields: LeadField[] = [];
  for (const [key, label] of labels) {
    const value = (params[key] ?? '').trim();
    if (placeholders.has(value)) continue;
    if (key === 'comments' && value === params.personal_info.trim()) continue;
    fields.push({ label, value });
  }
  return fields;
}
