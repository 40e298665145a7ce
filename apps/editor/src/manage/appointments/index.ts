// The back office's Schedule screen (mounted at /manage/schedule).
export { AppointmentsScreen } from './appointments-screen.js';
export type { AppointmentsScreenProps } from './appointments-screen.js';
