import { digitalConstructorBounds } from '../catalog/digital-constructor';
import { marketingCalculatorBounds } from '../catalog/marketing-calculator';
import ru from '../texts/ru';
import uz from '../texts/uz';
import { boundsAlert, boundsMessage, boundsToast, checkBounds } from './bounds';

describe('checkBounds', () => {
  it.each([
    [marketingCalculatorBounds, 0, 'empty'],
    [marketingCalculatorBounds, -1, 'empty'],
    [marketingCalculatorBounds, 1, 'below'],
    [marketingCalculatorBounds, 6_499_999, 'below'],
    [marketingCalculatorBounds, 6_500_000, 'ok'],
    [marketingCalculatorBounds, 39_000_000, 'ok'],
    [marketingCalculatorBounds, 39_000_001, 'above'],
    [digitalConstructorBounds, 3_499_999, 'below'],
    [digitalConstructorBounds, 3_500_000, 'ok'],
    [digitalConstructorBounds, 50_000_000, 'ok'],
    [digitalConstructorBounds, 50_000_001, 'above'],
  ] as const)('%o: %d is %s', (bounds, total, status) => {
    expect(checkBounds(total, bounds)).toBe(status);
  });
});

describe('bounds texts', () => {
  it('alerts about a marketing order out of bounds', () => {
    expect(boundsAlert(1_000_000, marketingCalculatorBounds, ru.bounds)).toBe(
      'Минимальная сумма заказа: 6\u00a0500\u00a0000\u00a0сум',
    );
    expect(boundsAlert(40_000_000, marketingCalculatorBounds, ru.bounds)).toBe(
      'Максимальная сумма заказа: 39\u00a0000\u00a0000\u00a0сум',
    );
  });

  it('alerts about a digital project out of bounds', () => {
    expect(boundsAlert(300_000, digitalConstructorBounds, ru.bounds)).toBe(
      'Минимальная сумма проекта: 3\u00a0500\u00a0000\u00a0сум',
    );
    expect(boundsAlert(60_000_000, digitalConstructorBounds, ru.bounds)).toBe(
      'Максимальная сумма проекта: 50\u00a0000\u00a0000\u00a0сум',
    );
  });

  it('shows no alert for an empty or valid total', () => {
    expect(boundsAlert(0, marketingCalculatorBounds, ru.bounds)).toBeNull();
    expect(boundsAlert(6_500_000, marketingCalculatorBounds, ru.bounds)).toBeNull();
  });

  it('gives the "Неверный бюджет" toast', () => {
    expect(boundsToast(marketingCalculatorBounds, ru.bounds)).toEqual({
      title: 'Неверный бюджет',
      description: 'Сумма должна быть от 6\u00a0500\u00a0000 до 39\u00a0000\u00a0000\u00a0сум',
    });
    expect(boundsMessage(digitalConstructorBounds, ru.bounds)).toBe(
      'Сумма должна быть от 3\u00a0500\u00a0000 до 50\u00a0000\u00a0000\u00a0сум',
    );
  });
});

describe('bounds texts in Uzbek', () => {
  it('writes a whole sentence for an order and for a project', () => {
    expect(boundsAlert(1_000_000, marketingCalculatorBounds, uz.bounds)).toBe(
      'Buyurtmaning minimal summasi: 6\u00a0500\u00a0000\u00a0so‘m',
    );
    expect(boundsAlert(40_000_000, marketingCalculatorBounds, uz.bounds)).toBe(
      'Buyurtmaning maksimal summasi: 39\u00a0000\u00a0000\u00a0so‘m',
    );
    expect(boundsAlert(300_000, digitalConstructorBounds, uz.bounds)).toBe(
      'Loyihaning minimal summasi: 3\u00a0500\u00a0000\u00a0so‘m',
    );
    expect(boundsAlert(60_000_000, digitalConstructorBounds, uz.bounds)).toBe(
      'Loyihaning maksimal summasi: 50\u00a0000\u00a0000\u00a0so‘m',
    );
    expect(boundsAlert(6_500_000, marketingCalculatorBounds, uz.bounds)).toBeNull();
  });

  it('gives the toast and the field message in Uzbek', () => {
    expect(boundsToast(marketingCalculatorBounds, uz.bounds)).toEqual({
      title: 'Byudjet noto‘g‘ri',
      description: 'Summa 6\u00a0500\u00a0000 - 39\u00a0000\u00a0000\u00a0so‘m oralig‘ida bo‘lishi kerak',
    });
    expect(boundsMessage(digitalConstructorBounds, uz.bounds)).toBe(
      'Summa 3\u00a0500\u00a0000 - 50\u00a0000\u00a0000\u00a0so‘m oralig‘ida bo‘lishi kerak',
    );
  });
});
