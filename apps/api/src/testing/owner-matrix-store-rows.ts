// The owner-route matrix's rows of the products store (issue 13): Products, Store settings and Orders.
import { productVariants, products } from '../db/schema.js';
import { uniqueLabel } from './builders.js';
import { buildOrder } from './order-builders.js';
import { buildSubscription } from './subscription-builders.js';
import { clientPath as c } from './owner-matrix-route.js';
import type { MatrixRoute, Target } from './owner-matrix-route.js';
import type { OwnerFixture } from './owner-test-fixture.js';

/** A paid order of the target's client (paid through the sandbox's book); returns its id. */
const newOrder = async (f: OwnerFixture, t: Target) => (await buildOrder(f.server.database.db, t.client.id)).id;

/** A product (one default variant) of the target's client; returns its id. */
const newProduct = async (f: OwnerFixture, t: Target) => {
  const db = f.server.database.db;
  const [row] = await db
    .insert(products)
    .values({ client_id: t.client.id, slug: uniqueLabel('product'), name: 'Matrix product', price_cents: 500 })
    .returning({ id: products.id });
  await db.insert(productVariants).values({ product_id: row!.id, client_id: t.client.id, type: 'default', slug: 'default', stock: 3 });
  return row!.id;
};
const productBody = () => ({
  name: 'Matrix product',
  slug: uniqueLabel('product'),
  description: '',
  sku: '',
  price: '5',
  active: true,
  featured: false,
  sold_out: false,
  images: [],
  variant_type: 'none',
  variants: [{ id: null, name: '', swatch: '', price: '', stock: 3, image: null }],
});

export const STORE_MATRIX_ROUTES: MatrixRoute[] = [
  // The back office's Products and Store settings: owner and manager; freemium owners may read, not edit (§4).
  {
    method: 'GET',
    path: '/api/client/:id/owner-products',
    write: false,
    screen: 'products',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/owner-products?status=all&q=matrix&limit=5` }),
  },
  {
    method: 'GET',
    path: '/api/client/:id/owner-products/:productId',
    write: false,
    screen: 'products',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/owner-products/${await newProduct(f, t)}` }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/owner-products',
    write: true,
    screen: 'products',
    success: 201,
    request: async (_f, t) => ({ url: `${c(t)}/owner-products`, payload: productBody() }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/owner-products/:productId',
    write: true,
    screen: 'products',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/owner-products/${await newProduct(f, t)}`, payload: productBody() }),
  },
  {
    method: 'DELETE',
    path: '/api/client/:id/owner-products/:productId',
    write: true,
    screen: 'products',
    success: 204,
    request: async (f, t) => ({ url: `${c(t)}/owner-products/${await newProduct(f, t)}` }),
  },
  {
    method: 'GET',
    path: '/api/client/:id/store-settings',
    write: false,
    screen: 'store',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/store-settings` }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/store-settings',
    write: true,
    screen: 'store',
    success: 200,
    request: async (_f, t) => ({
      url: `${c(t)}/store-settings`,
      payload: { taxRate: '7', shippingRate: '4.5', paymentCountries: ['US', 'CA'] },
    }),
  },
  // The back office's Orders screen: owner and manager; the shop is on every plan, freemium too (§4).
  {
    method: 'GET',
    path: '/api/client/:id/owner-orders',
    write: false,
    screen: 'orders',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/owner-orders?status=all&q=ana&limit=5` }),
  },
  {
    method: 'GET',
    path: '/api/client/:id/owner-orders/:orderId',
    write: false,
    screen: 'orders',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/owner-orders/${await newOrder(f, t)}` }),
  },
  // A paid order's PDF receipt (issue 31): read like the order.
  {
    method: 'GET',
    path: '/api/client/:id/owner-orders/:orderId/receipt.pdf',
    write: false,
    screen: 'orders',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/owner-orders/${await newOrder(f, t)}/receipt.pdf` }),
  },
  ...(['fulfill', 'ship', 'cancel', 'refund'] as const).map((action): MatrixRoute => ({
    method: 'POST',
    path: `/api/client/:id/owner-orders/:orderId/${action}`,
    write: false,
    screen: 'orders',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/owner-orders/${await newOrder(f, t)}/${action}`, payload: {} }),
  })),
  {
    method: 'POST',
    path: '/api/client/:id/owner-orders/:orderId/subscription/cancel',
    write: false,
    screen: 'orders',
    success: 200,
    request: async (f, t) => ({
      url: `${c(t)}/owner-orders/${(await buildSubscription(f.server.database.db, t.client.id)).orderId}/subscription/cancel`,
    }),
  },
];
