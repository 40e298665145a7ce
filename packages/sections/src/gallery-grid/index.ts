export { GalleryGrid } from './gallery-grid.js';
