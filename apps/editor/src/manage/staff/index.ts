// The back office's Staff screen (mounted at /manage/staff).
export { StaffScreen } from './staff-screen.js';
export type { StaffScreenProps } from './staff-screen.js';
