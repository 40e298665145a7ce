export { Lightbox } from './lightbox.js';
