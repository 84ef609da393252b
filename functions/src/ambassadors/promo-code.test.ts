import { checkPromoCodeSchema, fieldLimits, promoCodePattern } from 'shared-data/core';
import { defaultRegistrationGenerators } from '../handlers/register-ambassador-simple';
import { generatePromoCode, latinFirstName, promoSuffixLength, unambiguousAlphabet } from './promo-code';

describe('latinFirstName', () => {
  test.each([
    ['Лола Юсупова', 'LOLA'],
    ['  Шахзод  Каримов', 'SHAKHZOD'],
    ['Ўткир', 'OTKIR'],
    ['Ғайрат', 'GAYRAT'],
    ['Қодир', 'QODIR'],
    ['Ҳилола', 'HILOLA'],
    ['Юлия', 'YULIYA'],
    ['Артём', 'ARTYOM'],
    ["O'g'iloy", 'OGILOY'],
    ['Oʻktam', 'OKTAM'],
    ['José', 'JOSE'],
    ['Анна-Мария', 'ANNAMARIYA'],
    ['李', ''],
  ])('%j → %j', (name, latin) => {
    expect(latinFirstName(name)).toBe(latin);
  });
});

describe('generatePromoCode', () => {
  const suffix = `[${unambiguousAlphabet}]`;

  test('first name, the buyer discount, a hyphen and seven unambiguous characters', () => {
    for (let index = 0; index < 200; index++) {
      expect(generatePromoCode('Лола Юсупова')).toMatch(new RegExp(`^LOLA15-${suffix}{7}$`));
    }
  });

  test('the random part carries at least 30 bits: 31 symbols, 7 characters, about 34.7 bits', () => {
    expect(unambiguousAlphabet).toHaveLength(31);
    expect(promoSuffixLength).toBe(7);
    const bits = promoSuffixLength * Math.log2(unambiguousAlphabet.length);
    expect(bits).toBeGreaterThanOrEqual(30);
    expect(bits).toBeCloseTo(34.68, 2);
  });

  test('the alphabet has no characters that read alike', () => {
    expect(unambiguousAlphabet).not.toMatch(/[01ILO]/);
    expect(new Set(unambiguousAlphabet).size).toBe(unambiguousAlphabet.length);
  });

  test('every symbol of the alphabet is drawn', () => {
    const drawn = new Set(Array.from({ length: 100 }, () => generatePromoCode('Лола').slice(7)).join(''));
    expect([...drawn].sort().join('')).toBe(unambiguousAlphabet);
  });

  test('long names are cut to eight letters; names without Latin letters get a neutral prefix', () => {
    expect(generatePromoCode('Александра')).toMatch(new RegExp(`^ALEKSAND15-${suffix}{7}$`));
    expect(generatePromoCode('李 小龍')).toMatch(new RegExp(`^AMB15-${suffix}{7}$`));
    expect(generatePromoCode('Q.')).toMatch(new RegExp(`^AMB15-${suffix}{7}$`));
  });

  test('every five attempts add a character', () => {
    expect(generatePromoCode('Лола', 4)).toMatch(new RegExp(`^LOLA15-${suffix}{7}$`));
    expect(generatePromoCode('Лола', 5)).toMatch(new RegExp(`^LOLA15-${suffix}{8}$`));
    expect(generatePromoCode('Лола', 12)).toMatch(new RegExp(`^LOLA15-${suffix}{9}$`));
  });

  test('every code it makes, and every code of the first format, has the shape the site checks', () => {
    for (const name of ['Лола', 'Александра', '李 小龍', 'Q.', 'Ёжик']) {
      for (const attempt of [0, 5, 12]) expect(generatePromoCode(name, attempt)).toMatch(promoCodePattern);
    }
    for (const old of ['LOLA15K7', 'aziz15k7', 'AMB15XY']) expect(old).toMatch(promoCodePattern);
    for (const partial of [
      'LOLA',
      'LOLA1',
      'LOLA15',
      'LOLA15-',
      'LOLA15-7KQ3XW',
      'LOLA15K',
      'NOPE',
      'LOLA15-7KQ3XW0',
    ])
      expect(partial).not.toMatch(promoCodePattern);
  });

  test('draws do not repeat', () => {
    const drawn = new Set(Array.from({ length: 1000 }, () => generatePromoCode('Лола')));
    expect(drawn.size).toBe(1000);
  });

  test('the longest code registration can make fits the promo code fields of every form', () => {
    const longest = generatePromoCode('Александра', defaultRegistrationGenerators.maxAttempts - 1);
    expect(longest).toMatch(new RegExp(`^ALEKSAND15-${suffix}{14}$`));
    expect(longest.length).toBeLessThanOrEqual(fieldLimits.promoCode);
    expect(checkPromoCodeSchema.validateSync({ code: longest.toLowerCase() })).toEqual({
      code: longest.toLowerCase(),
    });
  });
});
