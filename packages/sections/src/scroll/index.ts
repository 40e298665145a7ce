export { scrollToSection } from './scroll-to-section.js';
