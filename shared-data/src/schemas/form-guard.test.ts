import { checkFormGuard, formGuard } from './form-guard';

describe('checkFormGuard', () => {
  const now = 1_756_000_000_000;
  const opened = { form_started_at: now - 60_000 };

  it('names the fields and the minimum fill time', () => {
    expect(formGuard).toEqual({
      honeypotField: 'website',
      startedAtField: 'form_started_at',
      minFillMs: 2000,
    });
  });

  it('flags a filled honeypot, whatever it holds', () => {
    expect(checkFormGuard({ ...opened, website: 'http://spam.example' }, now)).toBe('honeypot');
    expect(checkFormGuard({ ...opened, website: 0 }, now)).toBe('honeypot');
    expect(checkFormGuard({ ...opened, website: '   ' }, now)).toBe('ok');
    expect(checkFormGuard({ ...opened, website: '' }, now)).toBe('ok');
    expect(checkFormGuard({ ...opened, website: null }, now)).toBe('ok');
  });

  it('flags a form sent less than 2 seconds after it opened', () => {
    expect(checkFormGuard({ form_started_at: now }, now)).toBe('too_fast');
    expect(checkFormGuard({ form_started_at: now - 1999 }, now)).toBe('too_fast');
    expect(checkFormGuard({ form_started_at: now - 2000 }, now)).toBe('ok');
    expect(checkFormGuard({ form_started_at: String(now - 5000) }, now)).toBe('ok');
  });

  it('flags a submission without a usable opening time', () => {
    expect(checkFormGuard({}, now)).toBe('missing_start');
    expect(checkFormGuard({ form_started_at: null }, now)).toBe('missing_start');
    expect(checkFormGuard({ form_started_at: 'вчера' }, now)).toBe('missing_start');
    expect(checkFormGuard({ form_started_at: { $gt: 0 } }, now)).toBe('missing_start');
  });

  it('lets a browser whose clock runs ahead through', () => {
    expect(checkFormGuard({ form_started_at: now + 60_000 }, now)).toBe('ok');
  });
});
