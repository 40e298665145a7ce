// Public surface of @vitrina/sections. Styles: import '@vitrina/sections/styles.css' (after ui-kit's) and
// the current template's font, '@vitrina/sections/fonts/{id}.css' (the exports map has one per shipped template).
export { SiteSections } from './site-sections/index.js';
export { SiteHeader, NAV_ITEM_LABEL_KEYS } from './site-header/index.js';
export { ProductCards, productPath } from './product-cards/index.js';
export type { ProductCardsProps } from './product-cards/index.js';
export { GalleryGrid } from './gallery-grid/index.js';
export { FooterSection } from './footer-section/index.js';
export { scrollToSection } from './scroll/index.js';
export type { HrefFor } from './section-props.js';
export { themeStyle } from './theme/theme-style.js';
export { templateRootProps } from './templates/template-theme.js';
export { Paragraphs } from './paragraphs/paragraphs.js';
