import { nativeFormNotices } from 'shared-data/testing';
import { leadTypes } from './lead-types';
import { nativeFormFields, nativeFormLimits } from './native-form';
import { envelopeFromFormData, valuesFromFormData } from './native-form-post';

const posted = (fields: Record<string, string | string[]>) => {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  return form;
};

const hasLoneSurrogate = (text: string) =>
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

describe('valuesFromFormData', () => {
  it('reads every form as its Formik values: texts, missing ones empty', () => {
    expect(
      valuesFromFormData(
        'plan_order',
        posted({ name: 'Лола', email: 'lola@example.uz', phone: '+998 90 123 45 67', planName: 'Старт' }),
      ),
    ).toEqual({
      name: 'Лола',
      email: 'lola@example.uz',
      phone: '+998 90 123 45 67',
      comments: '',
      promoCode: '',
      planName: 'Старт',
    });
    expect(valuesFromFormData('service_order', posted({ message: 'Сайт', service: 'SEO' }))).toEqual({
      name: '',
      email: '',
      phone: '',
      company: '',
      message: 'Сайт',
      service: 'SEO',
    });
    for (const type of leadTypes) {
      const values = valuesFromFormData(type, []);
      expect(Object.values(values).every((value) => value === '' || typeof value === 'object')).toBe(true);
    }
  });

  it('reads a repeated name as a list and `selection.<id>` as quantities', () => {
    const values = valuesFromFormData(
      'custom_plan',
      posted({ selectedServices: ['market-research', 'positioning'], comments: 'Срочно' }),
    );
    expect(values.selectedServices).toEqual(['market-research', 'positioning']);
    expect(values.comments).toBe('Срочно');

    const calculator = valuesFromFormData(
      'calculator',
      posted({
        'selection.logo-design': '2',
        'selection.brand-book': ' 1 ',
        'selection.post-cover': '',
        'selection.banner-design': '0',
        'selection.brand-identity': 'две',
        'selection.__proto__': '5',
        'selection.a b': '1',
        selection: '3',
      }),
    );
    expect(calculator.selection).toEqual({ 'logo-design': 2, 'brand-book': 1, 'brand-identity': 'две' });
    expect(Object.getPrototypeOf(calculator.selection)).toBe(Object.prototype);
  });

  it('ignores names the form does not have, files and the hidden fields', () => {
    const form = new FormData();
    form.append('name', 'Азиз');
    form.append('email', new Blob(['x']), 'email.txt');
    form.append('isAdmin', 'true');
    form.append(nativeFormFields.form, 'landing_consultation');
    form.append(nativeFormFields.idempotencyKey, 'abc');
    expect(valuesFromFormData('landing_consultation', form.entries())).toEqual({
      name: 'Азиз',
      email: '',
      phone: '',
      company: '',
      service: '',
      message: '',
      preferredTime: '',
      budget: '',
    });
  });

  it('takes the first value of a text field posted twice', () => {
    expect(valuesFromFormData('consultation', posted({ name: ['Первое', 'Второе'] })).name).toBe('Первое');
  });

  it('cuts every text to the bound between graphemes, and lists and selections to their counts', () => {
    const { fieldChars, listItems, quantities } = nativeFormLimits;
    const exact = 'я'.repeat(fieldChars);
    expect(valuesFromFormData('consultation', posted({ comments: exact })).comments).toBe(exact);
    expect(valuesFromFormData('consultation', posted({ comments: `${exact}я` })).comments).toBe(exact);
    const emoji = '👍🏽'.repeat(fieldChars);
    const cut = valuesFromFormData('consultation', posted({ comments: emoji })).comments;
    expect(cut.length).toBeLessThanOrEqual(fieldChars);
    expect(cut.length).toBeGreaterThan(fieldChars - '👍🏽'.length);
    expect(hasLoneSurrogate(cut)).toBe(false);
    expect(cut).toBe('👍🏽'.repeat(cut.length / '👍🏽'.length));

    const many = Array.from({ length: listItems + 50 }, (_, index) => `item-${index}`);
    expect(
      valuesFromFormData('custom_plan', posted({ selectedServices: many })).selectedServices,
    ).toHaveLength(listItems);
    const picks = Object.fromEntries(many.map((id) => [`selection.${id}`, '1']));
    expect(Object.keys(valuesFromFormData('calculator', posted(picks)).selection)).toHaveLength(quantities);
  });
});

describe('envelopeFromFormData', () => {
  it('reads the hidden fields the script path sends beside the values, leaving out empty ones', () => {
    expect(
      envelopeFromFormData(
        posted({
          form: 'plan_order',
          name: 'Лола',
          idempotency_key: '0f2b3c4d-key',
          website: '',
          form_started_at: '1767225600000',
          promo_code: 'LOLA15',
          consent_version: '2026-11-25',
          utm_source: 'google',
          landing_path: '/pricing',
        }),
      ),
    ).toEqual({
      idempotency_key: '0f2b3c4d-key',
      form_started_at: 1767225600000,
      promo_code: 'LOLA15',
      consent_version: '2026-11-25',
      utm_source: 'google',
      landing_path: '/pricing',
    });
  });

  it('drops a start time that is not whole milliseconds and keeps a filled honeypot', () => {
    for (const startedAt of ['soon', '-5', '1.5', '12345678901234567']) {
      expect(envelopeFromFormData(posted({ form_started_at: startedAt }))).toEqual({});
    }
    expect(envelopeFromFormData(posted({ website: 'http://spam.example' }))).toEqual({
      website: 'http://spam.example',
    });
  });
});

describe('nativeFormNotices', () => {
  it('thanks the visitor of every form and says what happens next', () => {
    for (const type of leadTypes) {
      expect(nativeFormNotices[type].success.title).toBe('Заявка отправлена!');
      expect(nativeFormNotices[type].success.description).toMatch(/свяж/i);
    }
  });
});
