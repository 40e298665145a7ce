export { NumericInput } from './numeric-input.js';
export type { NumericInputProps } from './numeric-input.js';
