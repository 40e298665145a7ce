export { GalleryGrid, usableImages } from './gallery-grid.js';
export type { GalleryGridProps } from './gallery-grid.js';
