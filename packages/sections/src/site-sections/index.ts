export { SiteSections } from './site-sections.js';
