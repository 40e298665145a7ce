export { Lightbox } from './lightbox.js';
export type { LightboxProps } from './lightbox.js';
