export { FooterSection } from './footer-section.js';
export { SocialLinks } from './social-links.js';
