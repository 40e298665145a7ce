export { ProgressBar } from './progress-bar.js';
export type { ProgressBarProps } from './progress-bar.js';
