// The back office's Profile screen (mounted at /manage/profile).
export { ProfileScreen } from './profile-screen.js';
export type { ProfileScreenProps } from './profile-screen.js';
