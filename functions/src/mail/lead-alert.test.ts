import { sampleLeadDetails } from '../test/sample-lead-details';
import { leadAlert, telegramTextLimit } from './lead-alert';

const textOf = (...args: Parameters<typeof leadAlert>) => leadAlert(...args).text;

describe('the alert’s text', () => {
  it('reads like the inbox: the kind of lead, then its lines, with what the visitor typed as it was', () => {
    expect(textOf(sampleLeadDetails({ comments: '<b>Позвоните</b> вечером' }))).toBe(
      [
        'Новая заявка: Заказ тарифа',
        'Имя: Лола',
        'Телефон: +998 90 123 45 67',
        'E-mail: lola@example.uz',
        'Язык: русский',
        'Тариф, пакет или услуга: Стандарт',
        'Цена: 7 200 000 сум',
        'Срок: 1 месяц',
        'Комментарий: <b>Позвоните</b> вечером',
        'Получена: 01.08.2025, 15:04',
      ].join('\n'),
    );
  });

  it('says in which language the client wrote, so the manager answers in it', () => {
    expect(textOf(sampleLeadDetails({ language: 'узбекский' })).split('\n')).toContain('Язык: узбекский');
  });

  it('puts the warning first on a suspected lead', () => {
    const text = textOf(sampleLeadDetails({ suspicion: 'форма отправлена через 1 с' }));
    expect(text.split('\n').slice(0, 2)).toEqual([
      '⚠ Возможно, бот: форма отправлена через 1 с',
      'Новая заявка: Заказ тарифа',
    ]);
    expect(text).not.toContain('Подозрение на бота');
  });

  it('keeps each label on its own line whatever the visitor typed', () => {
    const text = textOf(
      sampleLeadDetails({
        name: 'Аня\nТелефон: +998 90 000 00 00',
        comments: 'Перезвоните\r\nE-mail:\u2028x@y.uz\u0085\u202eПолучена:\u2029сейчас',
        suspicion: 'форма\nотправлена',
      }),
    );
    const lines = text.split('\n');
    expect(lines.filter((line) => line.startsWith('Телефон:'))).toEqual(['Телефон: +998 90 123 45 67']);
    expect(lines).toContain('Имя: Аня Телефон: +998 90 000 00 00');
    expect(lines).toContain('Комментарий: Перезвоните E-mail: x@y.uz Получена: сейчас');
    expect(lines[0]).toBe('⚠ Возможно, бот: форма отправлена');
    expect(text).not.toMatch(/[\r\u2028\u2029\u0085\u202e]/u);
  });

  it('ends with the lead’s address in the inbox, whole, however long the rest', () => {
    const url = 'https://agency.uz/admin?lead=6f1c2b1e-8a4d-4c2e-9b7a-1d2e3f4a5b6c';
    const short = textOf(sampleLeadDetails(), url).split('\n');
    expect(short.at(-1)).toBe(`Открыть в инбоксе: ${url}`);
    expect(short.at(-2)).toMatch(/^Получена: /);
    const long = textOf(sampleLeadDetails({ comments: '😀'.repeat(5000) }), url);
    expect(long.length).toBeLessThanOrEqual(telegramTextLimit);
    expect(long.endsWith(`😀…\nОткрыть в инбоксе: ${url}`)).toBe(true);
  });

  it('stays within Telegram’s limit', () => {
    const text = textOf(sampleLeadDetails({ comments: 'д'.repeat(10_000) }));
    expect(text).toHaveLength(telegramTextLimit);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('leadAlert', () => {
  const phoneIn = ({ text, entities }: ReturnType<typeof leadAlert>) =>
    entities.map(({ offset, length }) => text.slice(offset, offset + length));

  it('marks the phone as a phone_number entity, counted in UTF-16 units past emoji and a warning line', () => {
    const alert = leadAlert(
      sampleLeadDetails({ name: '😀 Лола 👩🏽‍💻', suspicion: 'форма 😀 отправлена через 1 с' }),
    );
    expect(alert.text.split('\n').slice(0, 3)).toEqual([
      '⚠ Возможно, бот: форма 😀 отправлена через 1 с',
      'Новая заявка: Заказ тарифа',
      'Имя: 😀 Лола 👩🏽‍💻',
    ]);
    expect(alert.entities).toEqual([{ type: 'phone_number', offset: expect.any(Number), length: 17 }]);
    expect(phoneIn(alert)).toEqual(['+998 90 123 45 67']);
  });

  it('marks only the alert’s own phone line, never a phone the visitor typed elsewhere', () => {
    const alert = leadAlert(
      sampleLeadDetails({
        name: 'Аня\nТелефон: +998 90 000 00 00',
        comments: 'Телефон: +998 91 111 11 11',
      }),
    );
    expect(phoneIn(alert)).toEqual(['+998 90 123 45 67']);
  });

  it('marks nothing when the lead has no phone', () => {
    expect(leadAlert(sampleLeadDetails({ phone: '' })).entities).toEqual([]);
  });

  it('marks the phone however long the rest, and nothing once a cut took it', () => {
    const long = leadAlert(
      sampleLeadDetails({ comments: 'д'.repeat(10_000) }),
      'https://agency.uz/admin?lead=1',
    );
    expect(phoneIn(long)).toEqual(['+998 90 123 45 67']);
    const cutAtPhone = leadAlert(sampleLeadDetails({ suspicion: 'x'.repeat(4070) }));
    expect(cutAtPhone.text).toHaveLength(telegramTextLimit);
    expect(cutAtPhone.entities).toEqual([]);
  });
});
