export { LocationSection } from './location-section.js';
export { isLocationShown } from './location-visibility.js';
