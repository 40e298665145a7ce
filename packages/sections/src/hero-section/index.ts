export { HeroSection, BOOKING_PATH } from './hero-section.js';
