// Loaded on demand after the page has loaded: marketing tracking of spec §4, §7, §9.
export { isImagePreview, sendTrackingRecord, startTracking } from './start-tracking.js';
export type { StartTrackingOptions } from './start-tracking.js';
export { readCampaignParams, rememberCampaignParams } from './utm-cookie.js';
