import type { Testimonial } from 'shared-data/marketing';
import { Icon, useTexts } from 'shared-ui';
import { marketingTexts } from '../../../texts/book';

/** A client's review: stars, the quote and who said it. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const texts = useTexts(marketingTexts).testimonials;
  return (
    <figure
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.md,
        minHeight: '15rem',
        margin: 0,
      })}
    >
      <span
        role="img"
        aria-label={texts.rating(testimonial.rating)}
        css={(theme) => ({
          display: 'flex',
          gap: theme.space.xxs,
          color: theme.colors.accent,
          '& svg': { fill: 'currentColor' },
        })}
      >
        {Array.from({ length: testimonial.rating }, (_, index) => index + 1).map((star) => (
          <Icon key={star} name="star" size={18} />
        ))}
      </span>
      <blockquote
        css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg, lineHeight: theme.lineHeights.normal })}
      >
        <p css={{ margin: 0 }}>«{testimonial.text}»</p>
      </blockquote>
      <figcaption css={{ marginTop: 'auto' }}>
        <strong css={{ display: 'block' }}>{testimonial.author}</strong>
        <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
          {testimonial.role}, {testimonial.company}
        </span>
      </figcaption>
    </figure>
  );
}
