import { leadFields } from './lead-fields';
import { sampleMailParams } from './sample-mail-params';

describe('leadFields', () => {
  it('lists what the visitor gave, in Russian, and leaves out what they did not', () => {
    expect(leadFields(sampleMailParams())).toEqual([
      { label: 'Заявка', value: 'Заказ тарифа' },
      { label: 'Имя', value: 'Лола' },
      { label: 'Телефон', value: '+998 90 123 45 67' },
      { label: 'E-mail', value: 'lola@example.uz' },
      { label: 'Тариф, пакет или услуга', value: 'Стандарт' },
      { label: 'Цена', value: '7 200 000 сум' },
      { label: 'Срок', value: '1 месяц' },
      { label: 'Получена', value: '01.08.2025, 15:04' },
    ]);
  });

  it('says why a lead looks machine-sent, and shows a message given twice once', () => {
    const fields = leadFields(
      sampleMailParams({
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
