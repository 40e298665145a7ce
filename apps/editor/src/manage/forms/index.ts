// The back office's Forms screen (mounted at /manage/forms).
export { FormsScreen } from './forms-screen.js';
export type { FormsScreenProps } from './forms-screen.js';
export { responsesPath } from './form-paths.js';
