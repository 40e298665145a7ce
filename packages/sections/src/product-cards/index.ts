export { ProductCards, productPath } from './product-cards.js';
export type { ProductCardsProps } from './product-cards.js';
