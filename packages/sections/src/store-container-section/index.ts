export { StoreContainerSection } from './store-container-section.js';
