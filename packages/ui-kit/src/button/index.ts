export { Button } from './button.js';
export type { ButtonProps, ButtonVariant } from './button.js';
