export { FooterSection } from './footer-section.js';
