import { defineBook } from 'shared-data/site';
import type ruTestimonials from './texts/testimonials.ru';

/** A client's review in the marketing hero carousel. */
export interface Testimonial {
  id: string;
  text: string;
  author: string;
  /** The author's position. */
  role: string;
  company: string;
  rating: 5;
}

/** How long each testimonial stays in the carousel, in milliseconds. */
export const testimonialRotationMs = 4000;

/** The testimonials' texts in a language: testimonials.ts's book. */
export type TestimonialsTexts = typeof ruTestimonials;

/** The testimonials' texts in each language of the site. */
export const testimonialsTexts = defineBook<TestimonialsTexts>('catalog/testimonials', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-marketing" */ './texts/testimonials.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-marketing" */ './texts/testimonials.uz'),
});

const testimonialIds = [
  'safran',
  'dent-style',
  'bilim',
  'atlas-style',
  'motor-plus',
  'olmos',
  'shirin',
] as const satisfies readonly (keyof TestimonialsTexts)[];

/** The 7 testimonials of the marketing hero carousel, in the language of `texts`. */
export const testimonialsIn = (texts: TestimonialsTexts): readonly Testimonial[] =>
  testimonialIds.map((id) => ({ id, ...texts[id], rating: 5 }));
