export { StoreSection } from './store-section.js';
export { StoreBlock } from './store-block.js';
