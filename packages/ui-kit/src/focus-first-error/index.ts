export { FocusFirstError } from './focus-first-error.js';
export type { FocusFirstErrorProps } from './focus-first-error.js';
