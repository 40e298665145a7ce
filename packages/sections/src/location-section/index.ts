export { LocationSection } from './location-section.js';
export { isLocationShown } from './location-visibility.js';
export { AddressBlock } from './address-block.js';
export { ServiceRadiusMap } from './service-radius-map.js';
export type { ServiceRadiusMapProps } from './service-radius-map.js';
export { countryName } from './country-name.js';
