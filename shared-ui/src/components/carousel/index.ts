export { Carousel, type CarouselProps, carouselIntervalMs } from './carousel';
