// Public surface of @vitrina/sections. Styles: import '@vitrina/sections/styles.css' (after ui-kit's).
export { SiteSections, sortSections, defaultSectionRegistry } from './site-sections/index.js';
export type { SiteSectionsProps, SectionRegistry } from './site-sections/index.js';
export { HeroSection, BOOKING_PATH } from './hero-section/index.js';
export { AboutSection } from './about-section/index.js';
export { FooterSection, SocialLinks } from './footer-section/index.js';
export { identityHref } from './section-props.js';
export type { SectionProps, SectionMode, SectionComponent, EditAffordance, HrefFor } from './section-props.js';
export { sectionBackground, innerBackground, safeColor, cssUrl } from './section-background/section-background.js';
export { themeStyle, readableOn, contrastRatio, normalizeHexColor } from './theme/theme-style.js';
export type { ThemeStyle } from './theme/theme-style.js';
export { TEMPLATES, templateDefaults } from './templates/template-defaults.js';
export type { TemplateDefaults, TemplateTheme } from './templates/template-defaults.js';
export { Paragraphs } from './paragraphs/paragraphs.js';
export type { ParagraphsProps } from './paragraphs/paragraphs.js';
