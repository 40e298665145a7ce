// The back office's Locations screen (mounted at /manage/locations; owner and manager).
export { LocationsScreen } from './locations-screen.js';
export type { LocationsScreenProps } from './locations-screen.js';
