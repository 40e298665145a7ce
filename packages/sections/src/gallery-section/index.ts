export { GallerySection, GALLERY_TEASER_SIZE } from './gallery-section.js';
