export { SiteHeader } from './site-header.js';
export type { SiteHeaderProps } from './site-header.js';
export { NavEntry } from './nav-entry.js';
export type { NavEntryProps } from './nav-entry.js';
export { SiteLogo, logoText } from './site-logo.js';
