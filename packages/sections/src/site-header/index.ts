export { SiteHeader } from './site-header.js';
export type { SiteHeaderProps } from './site-header.js';
export { NavEntry, NAV_ITEM_LABEL_KEYS } from './nav-entry.js';
export type { NavEntryProps } from './nav-entry.js';
export { SiteLogo, logoText } from './site-logo.js';
