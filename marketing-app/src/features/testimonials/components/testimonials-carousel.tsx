import type { Testimonial } from 'shared-data/marketing';
import { useTexts } from 'shared-ui';
import { Carousel } from 'shared-ui/content';
import { marketingTexts } from '../../../texts/book';
import { TestimonialCard } from './testimonial-card';

/** Props of TestimonialsCarousel: the reviews and how long each stays, as the server rendered them. */
export interface TestimonialsCarouselProps {
  testimonials: readonly Testimonial[];
  rotationMs: number;
}

/** The client reviews, one at a time, changing every few seconds. */
export function TestimonialsCarousel({ testimonials, rotationMs }: TestimonialsCarouselProps) {
  const texts = useTexts(marketingTexts).testimonials;
  return (
    <Carousel
      label={texts.label}
      interval={rotationMs}
      slideLabel={(index, total) => texts.slide(index + 1, total)}
      items={testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial} />
      ))}
    />
  );
}
