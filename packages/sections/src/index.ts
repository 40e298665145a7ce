// Public surface of @vitrina/sections. Styles: import '@vitrina/sections/styles.css' (after ui-kit's) and
// the current template's font, '@vitrina/sections/fonts/{id}.css' (templateFontEntry).
export { SiteSections, sortSections, homeSections, defaultSectionRegistry, isSectionShown } from './site-sections/index.js';
export type { SiteSectionsProps, SectionRegistry } from './site-sections/index.js';
export { SiteHeader, NavEntry, NAV_ITEM_LABEL_KEYS, SiteLogo, logoText } from './site-header/index.js';
export type { SiteHeaderProps, NavEntryProps } from './site-header/index.js';
export { HeroSection, BOOKING_PATH } from './hero-section/index.js';
export { AboutSection } from './about-section/index.js';
export { ServiceSection, ServiceCard } from './service-section/index.js';
export type { ServiceCardInfo, ServiceCardProps } from './service-section/index.js';
export { LocationSection, isLocationShown, AddressBlock, ServiceRadiusMap, countryName } from './location-section/index.js';
export type { ServiceRadiusMapProps } from './location-section/index.js';
export { StoreSection, StoreBlock, StoreLink } from './store-section/index.js';
export type { StoreBlockProps } from './store-section/index.js';
export { StoreContainerSection } from './store-container-section/index.js';
export { ProductCards, productPath } from './product-cards/index.js';
export type { ProductCardsProps } from './product-cards/index.js';
export { GallerySection, GALLERY_TEASER_SIZE } from './gallery-section/index.js';
export { GalleryGrid, usableImages } from './gallery-grid/index.js';
export type { GalleryGridProps } from './gallery-grid/index.js';
export { Lightbox } from './lightbox/index.js';
export type { LightboxProps } from './lightbox/index.js';
export { FooterSection, SocialLinks } from './footer-section/index.js';
export { scrollToSection, easeInOut } from './scroll/index.js';
export type { ScrollToSectionOptions } from './scroll/index.js';
export { identityHref } from './section-props.js';
export type { SectionProps, SectionMode, SectionComponent, EditAffordance, HrefFor } from './section-props.js';
export {
  sectionBackground,
  innerBackground,
  sectionColors,
  innerColors,
  textOn,
  safeColor,
  cssUrl,
} from './section-background/section-background.js';
export { themeStyle, readableOn, contrastRatio, normalizeHexColor } from './theme/theme-style.js';
export type { ThemeStyle } from './theme/theme-style.js';
export { TEMPLATES, DEFAULT_TEMPLATE_LAYOUT, templateDefaults } from './templates/template-defaults.js';
export type { TemplateDefaults, TemplateLayout, TemplateTheme } from './templates/template-defaults.js';
export { TEMPLATE_FONT_IDS, templateClassName, templateFontEntry, templateRootProps } from './templates/template-theme.js';
export type { TemplateRootProps } from './templates/template-theme.js';
export { Paragraphs } from './paragraphs/paragraphs.js';
export type { ParagraphsProps } from './paragraphs/paragraphs.js';
