export { Carousel } from './carousel.js';
export type { CarouselProps } from './carousel.js';
