// The public services store (issue 27: routes over services-store-service.ts; contracts/services-store.ts;
// issue 15; spec §2 services-store, service/{slug}, services-cart; §3 service; §5 services order rules):
//   GET  /api/client/{id}/services-store          → PublicServiceList (active services sold online, site order)
//   GET  /api/client/{id}/services-store/{slug}   → PublicServiceAnswer (404 not_found)
//   POST /api/client/{id}/services-cart/check     → ServicesCartCheck (live prices + order-rule violations)
// The services checkout (POST services-checkout) is the orders module's (orders/services-checkout-routes.ts).
import {
  PublicServiceAnswer,
  PublicServiceList,
  PublicServiceParams,
  ServicesCartCheck,
  ServicesCartCheckBody,
  servicesStoreCalls,
} from '@vitrina/api-client/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { onCall } from '../../routes/call-route.js';
import { clientAnswer, clientIdParams, noCache, notFound, publicRoute } from '../../routes/public/route-helpers.js';
import { checkServicesCartOf, listServicesSold, serviceSold, toWireServicesCartCheck } from './services-store-service.js';
import { CART_CHECK_RATE_LIMIT, SLUG } from './store-routes.js';

export function registerServicesStorePublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    servicesStoreCalls.services,
    publicRoute({
      summary: "The client's active services sold online, in the site's order",
      params: clientIdParams(),
      response: { 200: PublicServiceList },
    }),
    // The client's existence is checked inside the cached list's load (a 404 is never kept), as the products list's.
    async ({ params }: { params: { id: number } }, reply: FastifyReply) => {
      const answer: PublicServiceList = { services: (await listServicesSold(ctx, params.id)).map((s) => s.view) };
      return noCache(reply).send(answer);
    },
  );

  onCall(
    app,
    servicesStoreCalls.service,
    publicRoute({
      summary: 'One service sold online, by slug',
      params: PublicServiceParams,
      response: { 200: PublicServiceAnswer },
    }),
    clientAnswer(ctx, async ({ params }: { params: PublicServiceParams }): Promise<PublicServiceAnswer> => {
      const service = SLUG.test(params.slug) ? await serviceSold(ctx, params.id, params.slug) : null;
      if (!service) throw notFound('No such service');
      return { service: service.view };
    }),
  );

  onCall(
    app,
    servicesStoreCalls.cartCheck,
    publicRoute({
      rateLimit: CART_CHECK_RATE_LIMIT,
      summary: "The server's live prices of services-cart lines, the order totals and the order rules broken",
      params: clientIdParams(),
      body: ServicesCartCheckBody,
      response: { 200: ServicesCartCheck },
    }),
    async (req, reply): Promise<ServicesCartCheck> => {
      const cart = await checkServicesCartOf(ctx, req.params.id, req.body.lines);
      noCache(reply);
      return toWireServicesCartCheck(cart);
    },
  );
}
