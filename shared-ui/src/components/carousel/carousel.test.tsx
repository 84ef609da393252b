import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Carousel } from './carousel';

const reviews = ['Отличная команда', 'Продажи выросли на 20%', 'Рекомендую'];

const renderCarousel = (props: { interval?: number; autoPlay?: boolean } = {}) =>
  renderWithTheme(
    <>
      <Carousel
        label="Отзывы клиентов"
        items={reviews.map((text) => <blockquote key={text}>{text}</blockquote>)}
        {...props}
      />
      <button type="button">Снаружи</button>
    </>,
  );

const currentSlide = () => screen.getByRole('group', { name: /из 3$/ });

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('Carousel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('is accessible', async () => {
    jest.useRealTimers();
    const { container } = renderCarousel();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is announced as a carousel of labelled slides', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Отзывы клиентов' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(currentSlide()).toHaveAccessibleName('1 из 3');
    expect(screen.getByText('Отличная команда')).toBeInTheDocument();
    expect(screen.queryByText('Рекомендую')).not.toBeInTheDocument();
  });

  it('rotates every 4 seconds by default and wraps around', () => {
    renderCarousel();
    advance(3999);
    expect(currentSlide()).toHaveAccessibleName('1 из 3');
    advance(1);
    expect(currentSlide()).toHaveAccessibleName('2 из 3');
    expect(screen.getByText('Продажи выросли на 20%')).toBeInTheDocument();
    advance(4000);
    expect(currentSlide()).toHaveAccessibleName('3 из 3');
    advance(4000);
    expect(currentSlide()).toHaveAccessibleName('1 из 3');
  });

  it('uses the given interval', () => {
    renderCarousel({ interval: 1000 });
    advance(1000);
    expect(currentSlide()).toHaveAccessibleName('2 из 3');
  });

  it('pauses while hovered and resumes after', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    await user.hover(screen.getByRole('region', { name: 'Отзывы клиентов' }));
    advance(10_000);
    expect(currentSlide()).toHaveAccessibleName('1 из 3');
    await user.unhover(screen.getByRole('region', { name: 'Отзывы клиентов' }));
    advance(4000);
    expect(currentSlide()).toHaveAccessibleName('2 из 3');
  });

  it('pauses while focus is inside', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Следующий слайд' }).focus());
    expect(currentSlide()).toHaveAccessibleName('1 из 3');
    advance(10_000);
    expect(currentSlide()).toHaveAccessibleName('1 из 3');
    act(() => screen.getByRole('button', { name: 'Снаружи' }).focus());
    advance(4000);
    expect(currentSlide()).toHaveAccessibleName('2 из 3');
  });

  it('moves with the previous, next and dot buttons and marks the current dot', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Предыдущий слайд' }));
    expect(currentSlide()).toHaveAccessibleName('3 из 3');
    await user.click(screen.getByRole('button', { name: 'Следующий слайд' }));
    expect(currentSlide()).toHaveAccessibleName('1 из 3');
    await user.click(screen.getByRole('button', { name: 'Слайд 2' }));
    expect(currentSlide()).toHaveAccessibleName('2 из 3');
    expect(screen.getByRole('button', { name: 'Слайд 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Слайд 1' })).not.toHaveAttribute('aria-current');
  });

  it('can be stopped and started, and announces slides politely while stopped', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    expect(currentSlide().parentElement).toHaveAttribute('aria-live', 'off');
    await user.click(screen.getByRole('button', { name: 'Остановить прокрутку' }));
    await user.click(screen.getByRole('button', { name: 'Снаружи' }));
    advance(10_000);
    expect(currentSlide()).toHaveAccessibleName('1 из 3');
    expect(currentSlide().parentElement).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Запустить прокрутку' }));
    await user.click(screen.getByRole('button', { name: 'Снаружи' }));
    advance(4000);
    expect(currentSlide()).toHaveAccessibleName('2 из 3');
  });

  it('does not rotate for visitors who prefer reduced motion', () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: jest.fn(),
        removeEventListener: jest.fn(),
      }),
    });
    renderCarousel();
    advance(10_000);
    expect(currentSlide()).toHaveAccessibleName('1 из 3');
    expect(screen.queryByRole('button', { name: 'Остановить прокрутку' })).not.toBeInTheDocument();
  });

  it('shows its first slide at once and rotates only once it is on screen', () => {
    let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    const observe = jest.fn();
    class FakeObserver {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        notify = callback;
      }
      observe = observe;
      disconnect = jest.fn();
    }
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeObserver });
    try {
      renderCarousel();
      expect(observe).toHaveBeenCalledWith(screen.getByRole('region', { name: 'Отзывы клиентов' }));
      expect(screen.getByText('Отличная команда')).toBeInTheDocument();
      advance(10_000);
      expect(currentSlide()).toHaveAccessibleName('1 из 3');
      act(() => notify([{ isIntersecting: true }]));
      expect(screen.getByText('Отличная команда')).toBeInTheDocument();
      advance(4000);
      expect(currentSlide()).toHaveAccessibleName('2 из 3');
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });

  it('shows a single item without controls and nothing for no items', () => {
    const { rerender, container } = renderWithTheme(<Carousel label="Отзывы" items={['Один отзыв']} />);
    expect(screen.getByText('Один отзыв')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<Carousel label="Отзывы" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
