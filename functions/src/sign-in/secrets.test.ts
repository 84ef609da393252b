import { createHash } from 'node:crypto';
import { randomBase64Url, randomBelow, randomString } from './random';
import { hashCode, hashToken, newCode, newToken, sameHash, sha256Hex, tokenFromHeader } from './secrets';

describe('random', () => {
  test('randomBelow stays in range and reaches both ends', () => {
    const seen = new Set(Array.from({ length: 500 }, () => randomBelow(3)));
    expect([...seen].sort()).toEqual([0, 1, 2]);
    expect(randomBelow(1)).toBe(0);
    expect(() => randomBelow(0)).toThrow(RangeError);
    expect(() => randomBelow(1.5)).toThrow(RangeError);
  });

  test('randomString uses only its alphabet', () => {
    expect(randomString('ab', 50)).toMatch(/^[ab]{50}$/);
  });

  test('randomBase64Url has no padding and no + or /', () => {
    for (let index = 0; index < 50; index++) {
      expect(randomBase64Url(32)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });
});

describe('tokens and codes', () => {
  test('a token is 32 random bytes in base64url', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
  });

  test('a code is eight digits, leading zeros kept', () => {
    const codes = Array.from({ length: 300 }, newCode);
    for (const code of codes) {
      expect(code).toMatch(/^\d{8}$/);
    }
    expect(new Set(codes).size).toBeGreaterThan(298);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  test('hashes are SHA-256 hex; a code’s hash depends on its ambassador', async () => {
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(await sha256Hex('абв')).toBe(sha('абв'));
    expect(await hashToken('token')).toBe(sha('token'));
    expect(await hashCode('a', '123456')).toBe(sha('a:123456'));
    expect(await hashCode('a', '123456')).not.toBe(await hashCode('b', '123456'));
  });

  test('sameHash compares whole strings', () => {
    expect(sameHash('abc', 'abc')).toBe(true);
    expect(sameHash('abc', 'abd')).toBe(false);
    expect(sameHash('abc', 'abcd')).toBe(false);
  });
});

describe('tokenFromHeader', () => {
  const request = (token?: string) =>
    new Request('http://localhost/', { headers: token === undefined ? {} : { 'x-some-token': token } });

  test('reads the header trimmed, and nothing when it is missing, empty or far too long', () => {
    const token = newToken();
    expect(tokenFromHeader(request(` ${token} `), 'x-some-token')).toBe(token);
    expect(tokenFromHeader(request(), 'x-some-token')).toBeUndefined();
    expect(tokenFromHeader(request('  '), 'x-some-token')).toBeUndefined();
    expect(tokenFromHeader(request('a'.repeat(128)), 'x-some-token')).toBe('a'.repeat(128));
    expect(tokenFromHeader(request('a'.repeat(129)), 'x-some-token')).toBeUndefined();
  });
});
