// The carts of the site (spec §3 "Cart", key `cart`; "A separate services cart exists"): see
// cart-context.tsx for useCart() and services-cart-context.tsx for useServicesCart().
export { CartProvider, useCart } from './cart-context.js';
export type { CartApi } from './cart-context.js';
export { ServicesCartProvider, useServicesCart } from './services-cart-context.js';
export type { ServicesCartApi } from './services-cart-context.js';
export { MiniCartLink, ServicesCartLink } from './mini-cart-link.js';
export { lineFromProduct, variantLabelsOf } from './cart-line.js';
export { lineFromService } from './service-line.js';
