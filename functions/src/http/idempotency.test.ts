import { postJson } from '../test/fixtures';
import { readIdempotencyKey } from './idempotency';

const request = (headers: Record<string, string> = {}) =>
  new Request('http://localhost/functions/v1/submit-application', postJson({}, headers));

describe('readIdempotencyKey', () => {
  test('reads the header first, then the body field', () => {
    expect(
      readIdempotencyKey(request({ 'x-idempotency-key': 'from-header' }), { idempotency_key: 'b' }),
    ).toEqual({
      ok: true,
      value: 'from-header',
    });
    expect(readIdempotencyKey(request(), { idempotency_key: 'c1b4e0a2-7f' })).toEqual({
      ok: true,
      value: 'c1b4e0a2-7f',
    });
  });

  test.each([[{}], [{ idempotency_key: '' }], [{ idempotency_key: null }], [null], [[]]])(
    'no key in %j is fine',
    (body) => {
      expect(readIdempotencyKey(request(), body)).toEqual({ ok: true, value: undefined });
    },
  );

  test.each([
    ['a number', 42],
    ['an object', { $ne: 1 }],
    ['too long', 'k'.repeat(201)],
    ['with spaces', 'two words'],
    ['not ASCII', 'ключ'],
  ])('a key that is %s is 400 validation_failed', async (_, key) => {
    const parsed = readIdempotencyKey(request(), { idempotency_key: key });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.response.status).toBe(400);
      const body = await parsed.response.json();
      expect(body.error.code).toBe('validation_failed');
      expect(Object.keys(body.error.fields)).toEqual(['idempotency_key']);
    }
  });
});
