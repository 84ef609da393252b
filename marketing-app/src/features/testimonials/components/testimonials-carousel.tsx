import type { Testimonial } from 'shared-data/marketing';
import { Carousel } from 'shared-ui/content';
import { TestimonialCard } from './testimonial-card';

/** Props of TestimonialsCarousel: the reviews and how long each stays, as the server rendered them. */
export interface TestimonialsCarouselProps {
  testimonials: readonly Testimonial[];
  rotationMs: number;
}

/** The client reviews, one at a time, changing every few seconds. */
export function TestimonialsCarousel({ testimonials, rotationMs }: TestimonialsCarouselProps) {
  return (
    <Carousel
      label="Отзывы клиентов"
      interval={rotationMs}
      slideLabel={(index, total) => `Отзыв ${index + 1} из ${total}`}
      items={testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial} />
      ))}
    />
  );
}
