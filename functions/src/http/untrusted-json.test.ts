import { maxJsonDepth, parseUntrustedJson } from './untrusted-json';

describe('parseUntrustedJson', () => {
  test('gives plain JSON back', () => {
    expect(parseUntrustedJson('{"name":"Алишер","tags":["a",1,null],"n":{"m":true}}')).toEqual({
      ok: true,
      value: { name: 'Алишер', tags: ['a', 1, null], n: { m: true } },
    });
  });

  test('refuses text that is not JSON', () => {
    expect(parseUntrustedJson('{"name":')).toEqual({ ok: false, problem: 'syntax' });
  });

  test(`allows ${maxJsonDepth} levels and refuses one more, before parsing`, () => {
    const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    expect(parseUntrustedJson(nested(maxJsonDepth)).ok).toBe(true);
    expect(parseUntrustedJson(nested(maxJsonDepth + 1))).toEqual({ ok: false, problem: 'depth' });
    expect(parseUntrustedJson(`{"a":${nested(100_000)}}`)).toEqual({ ok: false, problem: 'depth' });
  });

  test('counts brackets inside strings as text', () => {
    expect(parseUntrustedJson(JSON.stringify({ comments: '['.repeat(1000) })).ok).toBe(true);
    expect(parseUntrustedJson(JSON.stringify({ comments: '\\"[[[[' })).ok).toBe(true);
  });

  test.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'])(
    'refuses the key %j at any depth, naming where it is',
    (key) => {
      expect(parseUntrustedJson(`{${JSON.stringify(key)}:1}`)).toEqual({
        ok: false,
        problem: 'key',
        path: key,
      });
      expect(parseUntrustedJson(`{"selection":[{"a":1},{${JSON.stringify(key)}:{}}]}`)).toEqual({
        ok: false,
        problem: 'key',
        path: `selection[1].${key}`,
      });
    },
  );

  test.each([
    ['a NUL', 'Ала\u0000шер'],
    ['a lone high surrogate', 'x\ud800'],
    ['a lone low surrogate', '\udc00y'],
  ])('refuses %s in a text or a key', (_, text) => {
    expect(parseUntrustedJson(JSON.stringify({ name: text }))).toEqual({
      ok: false,
      problem: 'text',
      path: 'name',
    });
    expect(parseUntrustedJson(JSON.stringify({ [text]: 1 }))).toEqual({
      ok: false,
      problem: 'text',
      path: text,
    });
    expect(parseUntrustedJson(JSON.stringify(text))).toEqual({ ok: false, problem: 'text', path: 'body' });
  });

  test('keeps paired surrogates (emoji) and other control characters', () => {
    expect(parseUntrustedJson(JSON.stringify({ name: 'Лола 🌷\t\u0007' })).ok).toBe(true);
  });
});
