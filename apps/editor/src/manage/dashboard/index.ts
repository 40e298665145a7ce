// The back office's home dashboard (mounted at /manage/dashboard).
export { DashboardScreen } from './dashboard-screen.js';
export type { DashboardScreenProps } from './dashboard-screen.js';
