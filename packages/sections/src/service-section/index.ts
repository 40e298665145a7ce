export { ServiceSection } from './service-section.js';
export { ServiceCard } from './service-card.js';
export type { ServiceCardInfo, ServiceCardProps } from './service-card.js';
