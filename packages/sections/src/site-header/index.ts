export { SiteHeader } from './site-header.js';
export { NAV_ITEM_LABEL_KEYS } from './nav-entry.js';
