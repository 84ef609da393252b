import { type Language, priceLead, validateLead } from 'shared-data/core';
import { sampleLeadDetails } from '../test/sample-lead-details';
import { describeLead, leadLines } from './lead-details';

const receivedAt = new Date('2025-08-20T05:30:15Z');

const detailsOf = (
  body: Record<string, unknown>,
  suspicion: string | null = null,
  language: Language | undefined = undefined,
) => {
  const result = validateLead(
    { name: 'Алишер', email: 'alisher@example.uz', phone: '998901234567', ...body },
    { now: receivedAt },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  return describeLead(result.lead, priceLead(result.lead, { promoApplied: false }), {
    receivedAt,
    suspicion,
    source: { utm_source: 'instagram' },
    ...(language ? { language } : {}),
  });
};

describe('leadLines', () => {
  it('lists what the visitor gave, in Russian, and leaves out what they did not', () => {
    expect(leadLines(sampleLeadDetails())).toEqual([
      { label: 'Заявка', value: 'Заказ тарифа' },
      { label: 'Имя', value: 'Лола' },
      { label: 'Телефон', value: '+998 90 123 45 67' },
      { label: 'E-mail', value: 'lola@example.uz' },
      { label: 'Язык', value: 'русский' },
      { label: 'Тариф, пакет или услуга', value: 'Стандарт' },
      { label: 'Цена', value: '7 200 000 сум' },
      { label: 'Срок', value: '1 месяц' },
      { label: 'Получена', value: '01.08.2025, 15:04' },
    ]);
  });

  it('says why a lead looks machine-sent, and shows a message given twice once', () => {
    const lines = leadLines(
      sampleLeadDetails({
        suspicion: 'форма отправлена через 1 с',
        personalInfo: 'Нужен сайт',
        comments: 'Нужен сайт',
      }),
    );
    expect(lines[0]).toEqual({ label: 'Заявка', value: '⚠ Проверьте: возможно, бот — Заказ тарифа' });
    expect(lines).toContainEqual({ label: 'Подозрение на бота', value: 'форма отправлена через 1 с' });
    expect(lines.filter((line) => line.value === 'Нужен сайт')).toEqual([
      { label: 'О себе', value: 'Нужен сайт' },
    ]);
  });
});

describe('describeLead', () => {
  it('reads a consultation from the lead itself: option labels, the date in Russian, the language, where the visit came from', () => {
    const lines = leadLines(
      detailsOf({
        type: 'consultation',
        company: 'Чайхана №1',
        consultation_date: '2025-09-01',
        meeting_format: 'online',
        comments: 'Перезвоните после обеда',
      }),
    );
    const uzbek = detailsOf({ type: 'consultation' }, null, 'uz');
    expect(lines).toEqual([
      { label: 'Заявка', value: 'Запись на консультацию' },
      { label: 'Имя', value: 'Алишер' },
      { label: 'Телефон', value: '+998 90 123 45 67' },
      { label: 'E-mail', value: 'alisher@example.uz' },
      { label: 'Язык', value: 'русский' },
      { label: 'Компания', value: 'Чайхана №1' },
      { label: 'Формат встречи', value: 'Онлайн (видеозвонок)' },
      { label: 'Дата встречи', value: '1 сентября 2025 г.' },
      { label: 'Комментарий', value: 'Перезвоните после обеда' },
      { label: 'Источник', value: expect.stringContaining('instagram') },
      { label: 'Получена', value: '20.08.2025, 10:30:15' },
    ]);
    // The team reads the client's language in Russian, as the rest of the lead.
    expect(leadLines(uzbek)).toContainEqual({ label: 'Язык', value: 'узбекский' });
  });

  it('gives a term only to leads that have one', () => {
    expect(detailsOf({ type: 'plan_order', plan_name: 'POPULAR' }).months).toBe('1 месяц');
    expect(detailsOf({ type: 'consultation' }).months).toBeUndefined();
    expect(detailsOf({ type: 'consultation' }, 'форма отправлена через 1 с').suspicion).toBe(
      'форма отправлена через 1 с',
    );
  });
});
