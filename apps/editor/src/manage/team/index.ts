// The back office's Team screen (mounted at /manage/team; the owner's only).
export { TeamScreen } from './team-screen.js';
export type { TeamScreenProps } from './team-screen.js';
