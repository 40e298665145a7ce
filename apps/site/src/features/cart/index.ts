// The products cart of the site (spec §3 "Cart", key `cart`): see cart-context.tsx for the useCart() API.
export { CartProvider, useCart } from './cart-context.js';
export type { CartApi } from './cart-context.js';
export { MiniCartLink } from './mini-cart-link.js';
export { lineFromProduct, variantLabelsOf } from './cart-line.js';
