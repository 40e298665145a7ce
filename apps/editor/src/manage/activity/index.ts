// The back office's Activity screen (mounted at /manage/activity).
export { ActivityScreen } from './activity-screen.js';
export type { ActivityScreenProps } from './activity-screen.js';
