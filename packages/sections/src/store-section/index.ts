export { StoreSection } from './store-section.js';
export { StoreBlock } from './store-block.js';
export type { StoreBlockProps } from './store-block.js';
export { StoreLink } from './store-link.js';
