export { SiteSections, sortSections, homeSections } from './site-sections.js';
export type { SiteSectionsProps } from './site-sections.js';
export { defaultSectionRegistry } from './section-registry.js';
export type { SectionRegistry } from './section-registry.js';
export { isSectionShown } from './section-visibility.js';
