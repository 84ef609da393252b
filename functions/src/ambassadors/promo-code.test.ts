import { generatePromoCode, latinFirstName, unambiguousAlphabet } from './promo-code';

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

  test('first name, the buyer discount and two unambiguous characters', () => {
    for (let index = 0; index < 200; index++) {
      expect(generatePromoCode('Лола Юсупова')).toMatch(new RegExp(`^LOLA15${suffix}{2}$`));
    }
  });

  test('the alphabet has no characters that read alike', () => {
    expect(unambiguousAlphabet).not.toMatch(/[01ILO]/);
    expect(new Set(unambiguousAlphabet).size).toBe(unambiguousAlphabet.length);
  });

  test('long names are cut to eight letters; names without Latin letters get a neutral prefix', () => {
    expect(generatePromoCode('Александра')).toMatch(new RegExp(`^ALEKSAND15${suffix}{2}$`));
    expect(generatePromoCode('李 小龍')).toMatch(new RegExp(`^AMB15${suffix}{2}$`));
    expect(generatePromoCode('Q.')).toMatch(new RegExp(`^AMB15${suffix}{2}$`));
  });

  test('every five attempts add a character', () => {
    expect(generatePromoCode('Лола', 4)).toMatch(new RegExp(`^LOLA15${suffix}{2}$`));
    expect(generatePromoCode('Лола', 5)).toMatch(new RegExp(`^LOLA15${suffix}{3}$`));
    expect(generatePromoCode('Лола', 12)).toMatch(new RegExp(`^LOLA15${suffix}{4}$`));
  });

  test('draws vary', () => {
    const drawn = new Set(Array.from({ length: 200 }, () => generatePromoCode('Лола')));
    expect(drawn.size).toBeGreaterThan(150);
  });
});
