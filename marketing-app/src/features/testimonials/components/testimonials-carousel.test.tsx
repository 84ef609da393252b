import { act, render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { testimonialRotationMs } from 'shared-data/marketing';
import { testimonials } from 'shared-data/testing';
import { AppThemeProvider } from 'shared-ui';
import { TestimonialsCarousel } from './testimonials-carousel';

const renderCarousel = () =>
  render(
    <AppThemeProvider>
      <TestimonialsCarousel testimonials={testimonials} rotationMs={testimonialRotationMs} />
    </AppThemeProvider>,
  );

describe('TestimonialsCarousel', () => {
  afterEach(() => jest.useRealTimers());

  it('is accessible', async () => {
    const { container } = renderCarousel();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a review with its author, company and five stars', () => {
    renderCarousel();
    const [first] = testimonials;
    expect(screen.getByRole('group', { name: `Отзыв 1 из ${testimonials.length}` })).toHaveTextContent(
      first?.text ?? '',
    );
    expect(screen.getByText(first?.author ?? '')).toBeVisible();
    expect(screen.getByText(new RegExp(first?.company ?? ''))).toBeVisible();
    expect(screen.getByRole('img', { name: 'Оценка 5 из 5' })).toBeVisible();
  });

  it('moves to the next of the seven reviews every four seconds', () => {
    jest.useFakeTimers();
    renderCarousel();
    expect(testimonials).toHaveLength(7);
    for (const [index, testimonial] of testimonials.entries()) {
      expect(screen.getByText(testimonial.author)).toBeVisible();
      act(() => jest.advanceTimersByTime(testimonialRotationMs - 1));
      expect(screen.getByText(testimonial.author)).toBeVisible();
      act(() => jest.advanceTimersByTime(1));
      const next = testimonials[(index + 1) % testimonials.length];
      expect(screen.getByText(next?.author ?? '')).toBeVisible();
    }
  });
});
