// The public catalog of the products store (issue 27: routes over store-service.ts; contracts/store.ts;
// spec §2 store, shop, product, cart; §3 product, variant, ecommerce settings):
//   GET  /api/client/{id}/products?featured=true → ProductList (active products, site order)
//   GET  /api/client/{id}/products/{slug}        → ProductAnswer (404 not_found)
//   GET  /api/client/{id}/store                  → StoreInfo
//   POST /api/client/{id}/cart/check             → CartCheck (live price and stock of the cart's lines)
import {
  CartCheck,
  CartCheckBody,
  ProductAnswer,
  ProductList,
  ProductListQuery,
  ProductParams,
  StoreInfo,
  storeCalls,
} from '@vitrina/api-client/contracts';
import { parseFlatRate } from '@vitrina/commerce';
import { fromMinorUnits } from '@vitrina/core-model';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { onCall } from '../../routes/call-route.js';
import { perMinute } from '../../routes/route-kit.js';
import { clientAnswer, clientIdParams, noCache, notFound, publicRoute } from '../../routes/public/route-helpers.js';
import { toWireTotals } from '../../services/order-totals.js';
import { checkCart, listStoreProducts, requireStore, storeProduct } from './store-service.js';

export const SLUG = /^[\p{L}\p{N}_-]{1,200}$/u;

/** Cart checks are cheap reads, but each one prices up to 50 lines: bounded per address and client. */
export const CART_CHECK_RATE_LIMIT = perMinute(120, 'cart', { perClient: true });

export function registerStorePublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    storeCalls.products,
    publicRoute({
      summary: "The client's active products in the site's order (featured=true: the home store section's)",
      params: clientIdParams(),
      querystring: ProductListQuery,
      response: { 200: ProductList },
    }),
    // The client's existence is checked inside the cached list's load (a 404 is never kept); no-cache on success only, as clientAnswer.
    async ({ params, query }: { params: { id: number }; query: ProductListQuery }, reply: FastifyReply) => {
      const answer: ProductList = { products: await listStoreProducts(ctx, params.id, query.featured === 'true') };
      return noCache(reply).send(answer);
    },
  );

  onCall(
    app,
    storeCalls.product,
    {
      schema: { tags: ['public'], summary: 'One active product by slug', params: ProductParams, response: { 200: ProductAnswer } },
    },
    clientAnswer(ctx, async ({ params }: { params: ProductParams }): Promise<ProductAnswer> => {
      const product = SLUG.test(params.slug) ? await storeProduct(ctx, params.id, params.slug) : null;
      if (!product) throw notFound('No such product');
      return { product };
    }),
  );

  onCall(
    app,
    storeCalls.info,
    publicRoute({
      summary: 'The store settings the cart and checkout need (spec §3 ecommerce settings)',
      params: clientIdParams(),
      response: { 200: StoreInfo },
    }),
    async (req, reply): Promise<StoreInfo> => {
      const settings = await requireStore(ctx, req.params.id);
      noCache(reply);
      return {
        tax_rate: settings.taxRate,
        shipping_rate: fromMinorUnits(parseFlatRate(settings.shippingRate)),
        currency: settings.currency,
        payment_countries: settings.paymentCountries,
        gateway: ctx.gateway.name === 'stripe' ? 'stripe' : 'sandbox',
        publishable_key: ctx.gateway.publishableKey ?? null,
      };
    },
  );

  onCall(
    app,
    storeCalls.cartCheck,
    publicRoute({
      rateLimit: CART_CHECK_RATE_LIMIT,
      summary: "The server's live price and stock of cart lines, with the order totals",
      params: clientIdParams(),
      body: CartCheckBody,
      response: { 200: CartCheck },
    }),
    async (req, reply): Promise<CartCheck> => {
      const { lines: priced, totals } = await checkCart(ctx, req.params.id, req.body.lines);
      noCache(reply);
      return {
        lines: priced.map((l) => ({
          product_id: l.product_id,
          variant_id: l.variant_id,
          key: l.key,
          quantity: l.quantity,
          unit_price: fromMinorUnits(l.unitPriceCents),
          available: l.available,
          problem: l.problem,
        })),
        totals: toWireTotals(totals),
      };
    },
  );
}
