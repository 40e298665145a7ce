// The public services store (contracts/services-store.ts; issue 15; spec §2 services-store, service/{slug},
// services-cart, services-finalize; §3 service; §5 services order rules):
//   GET  /api/client/{id}/services-store          → PublicServiceList (active services sold online, site order)
//   GET  /api/client/{id}/services-store/{slug}   → PublicServiceAnswer (404 not_found)
//   POST /api/client/{id}/services-cart/check     → ServicesCartCheck (live prices + order-rule violations)
//   POST /api/client/{id}/services-checkout, header Idempotency-Key
//        → 201 ServicesCheckoutAnswer · 400 fields · 402 payment_declined · 403 feature_disabled
//        · 409 order_rule {violations} · 409 unavailable {line_keys} · 422 idempotency_mismatch · 429
// The checkout's work is services/services-checkout.ts; its idempotency is idempotent-send.ts's.
import {
  CheckoutHeaders,
  PublicServiceAnswer,
  PublicServiceList,
  PublicServiceParams,
  ServicesCartCheck,
  ServicesCartCheckBody,
  ServicesCheckoutAnswer,
  ServicesCheckoutBody,
} from '@vitrina/api-client/contracts';
import { isRouteAllowed } from '@vitrina/core-model';
import type { PlanSlug } from '@vitrina/core-model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { getStoreService, listStoreServices } from '../../db/repos/service-catalog.js';
import { ApiError } from '../../http/errors.js';
import { requestOrigin } from '../../http/request-identity.js';
import { requestHash } from '../../services/idempotency.js';
import {
  checkServicesCart,
  hashableServicesCheckoutBody,
  runServicesCheckout,
  toWireServicesCartCheck,
} from '../../services/services-checkout.js';
import { CHECKOUT_RATE_LIMIT } from './checkout.js';
import { sendIdempotent } from './idempotent-send.js';
import { clientIdParams, noCache, notFound, requireClient } from './route-helpers.js';
import { CART_CHECK_RATE_LIMIT, SLUG } from '../../modules/catalog/store-routes.js';
import { requireStore } from '../../modules/catalog/store-service.js';

export function registerServicesStoreRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get<{ Params: { id: number } }>(
    '/api/client/:id/services-store',
    {
      schema: {
        tags: ['public'],
        summary: "The client's active services sold online, in the site's order",
        params: clientIdParams(),
        response: { 200: PublicServiceList },
      },
    },
    async (req, reply): Promise<PublicServiceList> => {
      await requireClient(db, req.params.id);
      const services = await listStoreServices(db, req.params.id);
      noCache(reply);
      return { services: services.map((s) => s.view) };
    },
  );

  app.get<{ Params: PublicServiceParams }>(
    '/api/client/:id/services-store/:slug',
    {
      schema: {
        tags: ['public'],
        summary: 'One service sold online, by slug',
        params: PublicServiceParams,
        response: { 200: PublicServiceAnswer },
      },
    },
    async (req, reply): Promise<PublicServiceAnswer> => {
      await requireClient(db, req.params.id);
      const service = SLUG.test(req.params.slug) ? await getStoreService(db, req.params.id, req.params.slug) : null;
      if (!service) throw notFound('No such service');
      noCache(reply);
      return { service: service.view };
    },
  );

  app.post<{ Params: { id: number }; Body: ServicesCartCheckBody }>(
    '/api/client/:id/services-cart/check',
    {
      config: { rateLimit: CART_CHECK_RATE_LIMIT },
      schema: {
        tags: ['public'],
        summary: "The server's live prices of services-cart lines, the order totals and the order rules broken",
        params: clientIdParams(),
        body: ServicesCartCheckBody,
        response: { 200: ServicesCartCheck },
      },
    },
    async (req, reply): Promise<ServicesCartCheck> => {
      const settings = await requireStore(ctx, req.params.id);
      const cart = await checkServicesCart(db, req.params.id, settings, req.body.lines);
      noCache(reply);
      return toWireServicesCartCheck(cart);
    },
  );

  app.post<{ Params: { id: number }; Body: ServicesCheckoutBody; Headers: CheckoutHeaders }>(
    '/api/client/:id/services-checkout',
    {
      config: { rateLimit: CHECKOUT_RATE_LIMIT },
      schema: {
        tags: ['public'],
        summary: 'Places a services order: pays it, starts a subscription, or requests a quote (idempotent by Idempotency-Key)',
        params: clientIdParams(),
        headers: CheckoutHeaders,
        body: ServicesCheckoutBody,
        response: { 201: ServicesCheckoutAnswer },
      },
    },
    async (req, reply) => {
      const clientId = req.params.id;
      const settings = await requireStore(ctx, clientId);
      if (!isRouteAllowed('servicesFinalize', settings.planSlug as PlanSlug | null)) {
        throw new ApiError(403, 'feature_disabled', 'errors:disabled.servicesStore');
      }
      const scope = { clientId, scope: 'services-checkout', key: req.headers['idempotency-key'] };
      return sendIdempotent(reply, ctx, scope, requestHash(hashableServicesCheckoutBody(req.body)), () =>
        runServicesCheckout(ctx, clientId, settings, scope.key, req.body, requestOrigin(req.raw)),
      );
    },
  );
}
