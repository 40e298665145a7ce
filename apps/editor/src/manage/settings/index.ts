// The back office's Business settings screen (mounted at /manage/settings).
export { SettingsScreen } from './settings-screen.js';
export type { SettingsScreenProps } from './settings-screen.js';
