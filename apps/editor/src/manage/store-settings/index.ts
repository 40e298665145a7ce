// The back office's Store settings screen (mounted at /manage/store).
export { StoreSettingsScreen } from './store-settings-screen.js';
export type { StoreSettingsScreenProps } from './store-settings-screen.js';
