import { act, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { promoBanner } from 'shared-data/testing';
import { renderWithTheme } from '../../testing/render-with-theme';
import ru from '../../texts/ru';
import { CountdownBanner, timeLeftUntil, unitWord as wordOf } from './countdown-banner';

/** A unit's Russian word for a count, from the Russian book. */
const unitWord = (unit: keyof typeof ru.countdown.units, count: number) =>
  wordOf(ru.countdown.units[unit], count, 'ru');

const endsAt = '2025-08-31T23:59:59+05:00';
const end = Date.parse(endsAt);

describe('CountdownBanner', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('is accessible', async () => {
    jest.useRealTimers();
    const { container } = renderWithTheme(<CountdownBanner endsAt={endsAt} now={() => end - 90_061_000} />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the promo message and the time left in Russian', () => {
    jest.setSystemTime(end - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000);
    renderWithTheme(<CountdownBanner endsAt={endsAt} />);
    expect(screen.getByRole('complementary', { name: 'Акция' })).toBeInTheDocument();
    expect(screen.getByText(promoBanner.text)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('2 дня 03 часа 04 минуты 05 секунд');
  });

  it('takes the message from a prop', () => {
    jest.setSystemTime(end - 60_000);
    renderWithTheme(<CountdownBanner endsAt={endsAt} message="-50% на все тарифы" />);
    expect(screen.getByText('-50% на все тарифы')).toBeInTheDocument();
  });

  it('counts down every second', () => {
    jest.setSystemTime(end - 61_000);
    renderWithTheme(<CountdownBanner endsAt={endsAt} />);
    expect(screen.getByRole('timer')).toHaveTextContent('0 дней 00 часов 01 минута 01 секунда');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('0 дней 00 часов 01 минута 00 секунд');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('timer')).toHaveTextContent('0 дней 00 часов 00 минут 58 секунд');
  });

  it('hides itself when it reaches zero', () => {
    jest.setSystemTime(end - 2000);
    renderWithTheme(<CountdownBanner endsAt={endsAt} />);
    expect(screen.getByRole('timer')).toHaveTextContent('02 секунды');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('01 секунда');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('complementary', { name: 'Акция' })).not.toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('renders nothing once the end has passed or when the date is invalid', () => {
    const { container, rerender } = renderWithTheme(
      <CountdownBanner endsAt={endsAt} now={() => end + 1000} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<CountdownBanner endsAt="когда-нибудь" now={() => end - 1000} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('uses the injected clock on every tick', () => {
    let clock = end - 86_400_000;
    renderWithTheme(<CountdownBanner endsAt={endsAt} now={() => clock} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1 день 00 часов 00 минут 00 секунд');
    clock += 3_600_000;
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('0 дней 23 часа 00 минут 00 секунд');
    expect(jest.getTimerCount()).toBe(1);
  });
});

describe('timeLeftUntil and unitWord', () => {
  it('splits the remaining whole seconds and gives null at zero', () => {
    expect(timeLeftUntil(90_061_999, 0)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(timeLeftUntil(999, 0)).toBeNull();
    expect(timeLeftUntil(Number.NaN, 0)).toBeNull();
  });

  it('declines the Russian unit words', () => {
    expect([1, 2, 5, 11, 21, 22, 25].map((count) => unitWord('days', count))).toEqual([
      'день',
      'дня',
      'дней',
      'дней',
      'день',
      'дня',
      'дней',
    ]);
    expect(unitWord('minutes', 3)).toBe('минуты');
  });
});
