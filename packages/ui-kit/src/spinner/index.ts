export { Spinner } from './spinner.js';
export type { SpinnerProps, SpinnerSize } from './spinner.js';
