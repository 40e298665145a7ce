export { AboutSection } from './about-section.js';
