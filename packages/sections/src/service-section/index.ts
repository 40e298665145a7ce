export { ServiceSection } from './service-section.js';
