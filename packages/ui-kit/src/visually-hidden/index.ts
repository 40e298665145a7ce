export { VisuallyHidden } from './visually-hidden.js';
export type { VisuallyHiddenProps } from './visually-hidden.js';
