export { easeInOut, scrollToSection } from './scroll-to-section.js';
export type { ScrollToSectionOptions } from './scroll-to-section.js';
