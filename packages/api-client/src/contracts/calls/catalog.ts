// The calls of the catalog: the back office's Products, Services, Staff and Store settings screens, and the
// public products and services stores (contracts owner-products.ts, owner-services.ts, owner-staff.ts,
// store-settings.ts, store.ts, services-store.ts). The services checkout is the orders module's (orders.ts).
import { call, resourceCalls } from '../call.js';
import type { OwnerProductEntry, OwnerProductInput, OwnerProductListQuery, OwnerProductPage } from '../owner-products.js';
import type { OwnerRemoval, OwnerService, OwnerServiceInput, OwnerServiceList } from '../owner-services.js';
import type { OwnerStaffInput, OwnerStaffList, OwnerStaffMember, OwnerStaffOptions } from '../owner-staff.js';
import type { PublicServiceAnswer, PublicServiceList, ServicesCartCheck, ServicesCartCheckBody } from '../services-store.js';
import type { StoreSettings, StoreSettingsInput } from '../store-settings.js';
import type { CartCheck, CartCheckBody, ProductAnswer, ProductList, ProductListQuery, StoreInfo } from '../store.js';

/** The Products screen: the products a page at a time, one with its variants and images, the changes (erase: 204). */
export const ownerProductCalls = resourceCalls<{
  list: { query: OwnerProductListQuery; answer: OwnerProductPage };
  entry: OwnerProductEntry;
  input: OwnerProductInput;
}>()('/api/client/:id/owner-products', 'productId', ['list', 'get', 'create', 'replace', 'erase']);

/**
 * The Services screen: the services as bookable and sold, and the changes; a service removed is deleted, or
 * deactivated when appointments name it.
 */
export const ownerServiceCalls = resourceCalls<{
  list: { answer: OwnerServiceList };
  entry: OwnerService;
  input: OwnerServiceInput;
  removal: OwnerRemoval;
}>()('/api/client/:id/owner-services', 'serviceId', ['list', 'get', 'create', 'replace', 'remove']);

/**
 * The Staff screen: what the form chooses from, the staff, one member with their week, the changes; a member
 * removed is deleted, or deactivated when they have appointments.
 */
export const ownerStaffCalls = {
  options: call<{ answer: OwnerStaffOptions }>()('GET', '/api/client/:id/owner-staff/options'),
  ...resourceCalls<{ list: { answer: OwnerStaffList }; entry: OwnerStaffMember; input: OwnerStaffInput; removal: OwnerRemoval }>()(
    '/api/client/:id/owner-staff',
    'staffId',
    ['list', 'get', 'create', 'replace', 'remove'],
  ),
};

/** The Store settings: tax rate, flat shipping, payment countries (with the currency and gateway in use). */
export const storeSettingsCalls = {
  read: call<{ answer: StoreSettings }>()('GET', '/api/client/:id/store-settings'),
  replace: call<{ body: StoreSettingsInput; answer: StoreSettings }>()('PUT', '/api/client/:id/store-settings'),
};

/** The public products store (visitor calls). */
export const storeCalls = {
  /** The active products in the site's order (`featured=true`: the home store section's). */
  products: call<{ query: ProductListQuery; answer: ProductList }>()('GET', '/api/client/:id/products'),
  /** One active product by slug (404 not_found). */
  product: call<{ answer: ProductAnswer }>()('GET', '/api/client/:id/products/:slug'),
  /** The settings the cart and checkout need. */
  info: call<{ answer: StoreInfo }>()('GET', '/api/client/:id/store'),
  /** The live price and stock of the cart's lines, with the totals. */
  cartCheck: call<{ body: CartCheckBody; answer: CartCheck }>()('POST', '/api/client/:id/cart/check'),
};

/** The public services store (visitor calls). */
export const servicesStoreCalls = {
  /** The active services sold online, in the site's order. */
  services: call<{ answer: PublicServiceList }>()('GET', '/api/client/:id/services-store'),
  /** One service sold online by slug (404 not_found). */
  service: call<{ answer: PublicServiceAnswer }>()('GET', '/api/client/:id/services-store/:slug'),
  /** The live prices of the services cart's lines, the totals and the order rules broken. */
  cartCheck: call<{ body: ServicesCartCheckBody; answer: ServicesCartCheck }>()('POST', '/api/client/:id/services-cart/check'),
};
