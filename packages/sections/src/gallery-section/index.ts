export { GallerySection } from './gallery-section.js';
