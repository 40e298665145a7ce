// The back office's Services screen (mounted at /manage/services).
export { ServicesScreen } from './services-screen.js';
export type { ServicesScreenProps } from './services-screen.js';
