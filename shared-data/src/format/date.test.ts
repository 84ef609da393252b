import { formatDate, formatDateTime, formatTimestamp, isDateOnly, parseIsoDate, tashkentDay } from './date';

describe('ru-RU dates in Tashkent time', () => {
  const lastSecondOfPromo = new Date('2025-08-31T18:59:59Z');

  it('formats a date, a date with time and a timestamp in Russian', () => {
    expect(formatDate(lastSecondOfPromo)).toBe('31 августа 2025 г.');
    expect(formatDateTime(lastSecondOfPromo)).toBe('31 августа 2025 г., 23:59');
    expect(formatTimestamp(lastSecondOfPromo)).toBe('31.08.2025, 23:59:59');
  });

  it('writes the hour of a date with time unpadded and the one of a timestamp padded', () => {
    expect(formatDateTime('2025-09-01T03:05:00Z')).toBe('1 сентября 2025 г., 8:05');
    expect(formatTimestamp('2025-09-01T03:05:00Z')).toBe('01.09.2025, 08:05:00');
  });

  it('uses the Tashkent day, not the UTC one', () => {
    const earlyMorningInTashkent = '2025-08-31T19:30:00Z';
    expect(tashkentDay(earlyMorningInTashkent)).toBe('2025-09-01');
    expect(formatDate(earlyMorningInTashkent)).toBe('1 сентября 2025 г.');
  });

  it('accepts epoch milliseconds and ISO strings', () => {
    expect(formatTimestamp(lastSecondOfPromo.getTime())).toBe('31.08.2025, 23:59:59');
    expect(formatDate('2025-09-01')).toBe('1 сентября 2025 г.');
  });

  it('throws a RangeError for what is not a date', () => {
    expect(() => formatDate('завтра')).toThrow(RangeError);
    expect(() => formatDate(Number.NaN)).toThrow(RangeError);
  });
});

describe('Uzbek dates in Tashkent time', () => {
  it('writes the year first with -yil, then the day and the lowercase month («2025-yil 1-sentabr»)', () => {
    expect(formatDate('2025-09-01', 'uz')).toBe('2025-yil 1-sentabr');
    expect(formatDate(new Date('2025-08-31T18:59:59Z'), 'uz')).toBe('2025-yil 31-avgust');
    expect(formatDate('2026-01-15', 'uz')).toBe('2026-yil 15-yanvar');
  });

  it('adds the unpadded time after a comma, on the Tashkent day', () => {
    expect(formatDateTime('2025-09-01T03:05:00Z', 'uz')).toBe('2025-yil 1-sentabr, 8:05');
    expect(formatDateTime('2025-08-31T19:30:00Z', 'uz')).toBe('2025-yil 1-sentabr, 0:30');
  });

  it('names every month in Uzbek Latin', () => {
    const months = Array.from({ length: 12 }, (_, month) =>
      formatDate(`2025-${String(month + 1).padStart(2, '0')}-10`, 'uz').replace('2025-yil 10-', ''),
    );
    expect(months).toEqual([
      'yanvar',
      'fevral',
      'mart',
      'aprel',
      'may',
      'iyun',
      'iyul',
      'avgust',
      'sentabr',
      'oktabr',
      'noyabr',
      'dekabr',
    ]);
  });
});

describe('parseIsoDate', () => {
  it('reads a bare date as midnight in Tashkent', () => {
    expect(parseIsoDate('2025-09-01')?.toISOString()).toBe('2025-08-31T19:00:00.000Z');
  });

  it('reads date-times with Z or an offset, seconds and fractions optional', () => {
    expect(parseIsoDate('2025-09-01T10:00Z')?.toISOString()).toBe('2025-09-01T10:00:00.000Z');
    expect(parseIsoDate('2025-09-01T10:00:00+05:00')?.toISOString()).toBe('2025-09-01T05:00:00.000Z');
    expect(parseIsoDate('2025-09-01T10:00:00.123456Z')?.toISOString()).toBe('2025-09-01T10:00:00.123Z');
  });

  it.each([
    '',
    '01.09.2025',
    '2025-9-1',
    '2025-02-30',
    '2025-13-01',
    '2025-09-01T10:00',
    '2025-09-01T24:00Z',
    '2025-09-01T10:60Z',
    '2025-09-01 10:00Z',
  ])('rejects %p', (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });

  it('tells bare dates from date-times', () => {
    expect(isDateOnly('2025-09-01')).toBe(true);
    expect(isDateOnly('2025-09-01T10:00Z')).toBe(false);
  });
});
