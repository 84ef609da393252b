import { leadFields } from './lead-fields';
import { type LeadMailParams, leadMailDefaults } from './lead-mail-params';

const params = (more: Partial<LeadMailParams> = {}): LeadMailParams => ({
  to_email: 'leads@example.uz',
  from_name: 'Лола',
  from_email: 'lola@example.uz',
  phone: '+998 90 123 45 67',
  lead_type: 'Заказ тарифа',
  plan_name: 'Стандарт',
  plan_price: '5 000 000 сум',
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

describe('leadFields', () => {
  it('lists what the visitor gave, in Russian, and leaves out what they did not', () => {
    expect(leadFields(params())).toEqual([
      { label: 'Заявка', value: 'Заказ тарифа' },
      { label: 'Имя', value: 'Лола' },
      { label: 'Телефон', value: '+998 90 123 45 67' },
      { label: 'E-mail', value: 'lola@example.uz' },
      { label: 'Тариф, пакет или услуга', value: 'Стандарт' },
      { label: 'Цена', value: '5 000 000 сум' },
      { label: 'Срок', value: '1 месяц' },
      { label: 'Получена', value: '01.08.2025, 15:04' },
    ]);
  });

  it('says why a lead looks machine-sent, and shows a message given twice once', () => {
    const fields = leadFields(
      params({
        suspicion: 'форма отправлена через 1 с',
        personal_info: 'Нужен сайт',
        comments: 'Нужен сайт',
      }),
    );
    expect(fields).toContainEqual({ label: 'Подозрение на бота', value: 'форма отправлена через 1 с' });
    expect(fields.filter((field) => field.value === 'Нужен сайт')).toEqual([
      { label: 'О себе', value: 'Нужен сайт' },
    ]);
  });
});
