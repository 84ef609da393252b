import { digitalConstructorItems, marketingCalculatorServices, sharedDataRu } from 'shared-data/testing';
import { calculatorTotal, constructorTotal, selectedServicesText } from './lead-pricing';
import { SelectionError, selectionErrorMessage, selectionLimits, selectionTotal } from './selection';

/** What the visitor reads of an error, in Russian. */
const visitorMessage = (error: SelectionError) => selectionErrorMessage(error, sharedDataRu.selection);

const errorOf = (run: () => unknown): SelectionError => {
  try {
    run();
  } catch (error) {
    if (error instanceof SelectionError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected a SelectionError');
};

describe('selection totals', () => {
  it('gives zero and no lines for an empty selection', () => {
    expect(calculatorTotal({})).toEqual({ total: 0, lines: [] });
    expect(constructorTotal({})).toEqual({ total: 0, lines: [] });
  });

  it('multiplies each price by its quantity and keeps the picking order', () => {
    const result = calculatorTotal({ 'logo-design': 2, 'basic-post': 10 });
    expect(result.total).toBe(2 * 1_040_000 + 10 * 156_000);
    expect(result.lines.map((line) => [line.item.id, line.quantity, line.sum])).toEqual([
      ['logo-design', 2, 2_080_000],
      ['basic-post', 10, 1_560_000],
    ]);
  });

  it('prices each list from its own catalog', () => {
    expect(calculatorTotal({ 'landing-page': 1 }).total).toBe(2_600_000);
    expect(constructorTotal({ 'landing-page': 1 }).total).toBe(1_800_000);
    expect(() => constructorTotal({ 'logo-design': 1 })).toThrow(SelectionError);
  });

  it('accepts the largest quantity', () => {
    expect(constructorTotal({ 'monthly-support': selectionLimits.maxQuantity }).total).toBe(50_000_000);
  });

  it('rejects unknown ids, inherited names included', () => {
    const error = errorOf(() => calculatorTotal({ nope: 1 }));
    expect(error).toMatchObject({ code: 'unknown_item', itemId: 'nope' });
    expect(visitorMessage(error)).toBe('Неизвестная услуга: nope');
    expect(errorOf(() => calculatorTotal(JSON.parse('{"__proto__": 1}'))).code).toBe('unknown_item');
    expect(errorOf(() => calculatorTotal({ toString: 1 })).code).toBe('unknown_item');
  });

  it('names a long unknown id cut between emoji', () => {
    const message = visitorMessage(errorOf(() => calculatorTotal({ [`a${'😀'.repeat(100)}`]: 1 })));
    expect(message).toMatch(/^Неизвестная услуга: a😀+…$/u);
    expect(message.isWellFormed()).toBe(true);
  });

  it.each([0, -1, 1.5, 101, Number.NaN, Number.POSITIVE_INFINITY, '2', null, true])(
    'rejects the quantity %p',
    (quantity) => {
      const error = errorOf(() => calculatorTotal({ 'logo-design': quantity }));
      expect(error).toMatchObject({ code: 'invalid_quantity', itemId: 'logo-design' });
      expect(visitorMessage(error)).toBe('Количество должно быть целым числом от 1 до 100');
    },
  );

  it.each([null, undefined, [], 'logo-design', 5])('rejects %p as a selection', (selection) => {
    const error = errorOf(() => selectionTotal(selection, marketingCalculatorServices));
    expect(error.code).toBe('not_an_object');
    expect(visitorMessage(error)).toBe('Неверный формат списка услуг');
  });
});

describe('selectedServicesText', () => {
  it('writes one "name xN (sum)" line per item', () => {
    expect(selectedServicesText({ 'logo-design': 2, 'basic-post': 10 }, marketingCalculatorServices)).toBe(
      'Дизайн логотипа x2 (2\u00a0080\u00a0000\u00a0сум)\nБазовый пост x10 (1\u00a0560\u00a0000\u00a0сум)',
    );
    expect(selectedServicesText({ 'react-app': 1 }, digitalConstructorItems)).toBe(
      'Веб-приложение на React x1 (2\u00a0500\u00a0000\u00a0сум)',
    );
  });

  it('is empty for an empty selection and throws for a bad one', () => {
    expect(selectedServicesText({}, marketingCalculatorServices)).toBe('');
    expect(() => selectedServicesText({ nope: 1 }, marketingCalculatorServices)).toThrow(SelectionError);
  });
});
