import { callHref, displayPhone, formatPhoneAsTyped, parsePhone } from 'shared-data/phone';

describe('parsePhone', () => {
  it.each([
    '90 123 45 67',
    '+998 (90) 123-45-67',
    '998901234567',
    '8 90 123 45 67',
    '8(90)1234567',
    '901234567',
    '+998.90.123.45.67',
    '  +998 90 123 45 67  ',
    '+998 90 123 45 67',
  ])('reads %j as +998901234567', (typed) => {
    expect(parsePhone(typed)).toBe('+998901234567');
  });

  it('keeps Tashkent landlines and numbers of other countries typed with their code', () => {
    expect(parsePhone('71 200 45 45')).toBe('+998712004545');
    expect(parsePhone('+7 916 123-45-67')).toBe('+79161234567');
    expect(parsePhone('+1 202 555 0143')).toBe('+12025550143');
  });

  it.each([
    '',
    'abc',
    'телефон',
    '90 123 45 6',
    '+998 90 123 45 678',
    '+998 00 123 45 67',
    '+998 11 111 11 11',
    '0 90 123 45 67',
    '12345',
    '+998 90 123 45 67 доб. 5',
    '+998901234567 ext 5',
    'tel:+998901234567',
    'звоните 90 123 45 67',
    '90 123 45 67 😀',
    '+998\u000090 123 45 67',
    '9'.repeat(40),
  ])('refuses %j', (typed) => {
    expect(parsePhone(typed)).toBeNull();
  });
});

describe('displayPhone and callHref', () => {
  it('show a stored number as people read it and dial it in E.164', () => {
    expect(displayPhone('+998901234567')).toBe('+998 90 123 45 67');
    expect(displayPhone('+998 90 123 45 67')).toBe('+998 90 123 45 67');
    expect(callHref('+998 90 123 45 67')).toBe('tel:+998901234567');
  });

  it('leave what does not parse as it was, with no link', () => {
    expect(displayPhone('12345')).toBe('12345');
    expect(callHref('12345')).toBeNull();
  });
});

describe('formatPhoneAsTyped', () => {
  it.each([
    ['9', '9'],
    ['901', '90 1'],
    ['90123', '90 123'],
    ['901234567', '90 123 45 67'],
    ['90-123-45-67', '90 123 45 67'],
    ['+99890', '+998 90'],
    ['+998901234567', '+998 90 123 45 67'],
    ['998901234567', '+998 90 123 45 67'],
    ['8 90 1', '8 90 1'],
    ['8901234567', '8 90 123 45 67'],
    ['881234567', '88 123 45 67'],
  ])('groups %j as %j', (typed, shown) => {
    expect(formatPhoneAsTyped(typed)).toBe(shown);
  });

  it('leaves text it cannot group as typed', () => {
    expect(formatPhoneAsTyped('звоните')).toBe('звоните');
    expect(formatPhoneAsTyped('90 abc')).toBe('90 abc');
    expect(formatPhoneAsTyped('')).toBe('');
  });

  it('groups every accepted spelling into one the rule reads as the same number', () => {
    for (const typed of ['90 123 45 67', '+998 (90) 123-45-67', '998901234567', '8 90 123 45 67']) {
      expect(parsePhone(formatPhoneAsTyped(typed))).toBe('+998901234567');
    }
  });
});
