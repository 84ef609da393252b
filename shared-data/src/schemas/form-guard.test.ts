import { formGuard } from 'shared-data/forms';
import { checkFormGuard } from './form-guard-check';

describe('checkFormGuard', () => {
  const now = 1_756_000_000_000;
  const opened = { form_started_at: now - 60_000 };
  const quiet = { suspected: false };

  it('names the fields and the fill time under which a form looks machine-filled', () => {
    expect(formGuard).toEqual({
      honeypotField: 'website',
      startedAtField: 'form_started_at',
      minFillMs: 2000,
    });
  });

  it('flags a filled honeypot, whatever it holds', () => {
    const honeypot = { suspected: true, reason: 'honeypot', detail: 'заполнено скрытое поле формы' };
    expect(checkFormGuard({ ...opened, website: 'http://spam.example' }, now)).toEqual(honeypot);
    expect(checkFormGuard({ ...opened, website: 0 }, now)).toEqual(honeypot);
    expect(checkFormGuard({ ...opened, website: '   ' }, now)).toEqual(quiet);
    expect(checkFormGuard({ ...opened, website: '' }, now)).toEqual(quiet);
    expect(checkFormGuard({ ...opened, website: null }, now)).toEqual(quiet);
  });

  it('flags a form sent less than 2 seconds after it opened, saying how fast', () => {
    expect(checkFormGuard({ form_started_at: now - 250 }, now)).toEqual({
      suspected: true,
      reason: 'too_fast',
      detail: 'форма отправлена через 0,3 с после открытия (автозаполнение браузера или бот)',
    });
    expect(checkFormGuard({ form_started_at: now }, now)).toMatchObject({ reason: 'too_fast' });
    expect(checkFormGuard({ form_started_at: now - 1999 }, now)).toMatchObject({ reason: 'too_fast' });
    expect(checkFormGuard({ form_started_at: now - 2000 }, now)).toEqual(quiet);
    expect(checkFormGuard({ form_started_at: String(now - 5000) }, now)).toEqual(quiet);
  });

  it('says nothing of a body without the fields or with an unusable opening time', () => {
    expect(checkFormGuard({}, now)).toEqual(quiet);
    expect(checkFormGuard({ form_started_at: null }, now)).toEqual(quiet);
    expect(checkFormGuard({ form_started_at: 'вчера' }, now)).toEqual(quiet);
    expect(checkFormGuard({ form_started_at: { $gt: 0 } }, now)).toEqual(quiet);
  });

  it('lets a browser whose clock runs ahead through', () => {
    expect(checkFormGuard({ form_started_at: now + 60_000 }, now)).toEqual(quiet);
  });
});
