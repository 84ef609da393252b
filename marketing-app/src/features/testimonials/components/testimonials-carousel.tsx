import { testimonialRotationMs, testimonials } from 'shared-data/marketing';
import { Carousel } from 'shared-ui/content';
import { TestimonialCard } from './testimonial-card';

/** The seven client reviews, one at a time, changing every four seconds. */
export function TestimonialsCarousel() {
  return (
    <Carousel
      label="Отзывы клиентов"
      interval={testimonialRotationMs}
      slideLabel={(index, total) => `Отзыв ${index + 1} из ${total}`}
      items={testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial} />
      ))}
    />
  );
}
