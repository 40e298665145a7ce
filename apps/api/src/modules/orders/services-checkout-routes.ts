// POST /api/client/{id}/services-checkout, header Idempotency-Key (contracts/services-store.ts; issue 15;
// spec §2 services-finalize; §5 services order rules):
//   201 ServicesCheckoutAnswer · 400 fields · 402 payment_declined · 403 feature_disabled
//   409 order_rule {violations} · 409 unavailable {line_keys} · 422 idempotency_mismatch · 429
// The checkout's work is services-checkout-service.ts; its idempotency is idempotent-send.ts's.
import { CheckoutHeaders, ServicesCheckoutAnswer, ServicesCheckoutBody, checkoutCalls } from '@vitrina/api-client/contracts';
import { isRouteAllowed } from '@vitrina/core-model';
import type { PlanSlug } from '@vitrina/core-model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { onCall } from '../../routes/call-route.js';
import { ApiError } from '../../http/errors.js';
import { requestOrigin } from '../../http/request-identity.js';
import { sendIdempotent } from '../../routes/public/idempotent-send.js';
import { clientIdParams, publicRoute } from '../../routes/public/route-helpers.js';
import { requestHash } from '../../services/idempotency.js';
import { requireStore } from '../catalog/store-service.js';
import { CHECKOUT_RATE_LIMIT } from './checkout-routes.js';
import { hashableServicesCheckoutBody, runServicesCheckout } from './services-checkout-service.js';
import { withCampaignCookie } from '../../services/campaign-cookie.js';

export function registerServicesCheckoutPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    checkoutCalls.servicesCheckout,
    publicRoute({
      rateLimit: CHECKOUT_RATE_LIMIT,
      summary: 'Places a services order: pays it, starts a subscription, or requests a quote (idempotent by Idempotency-Key)',
      params: clientIdParams(),
      headers: CheckoutHeaders,
      body: ServicesCheckoutBody,
      response: { 201: ServicesCheckoutAnswer },
    }),
    async (req, reply) => {
      const clientId = req.params.id;
      const settings = await requireStore(ctx, clientId);
      if (!isRouteAllowed('servicesFinalize', settings.planSlug as PlanSlug | null)) {
        throw new ApiError(403, 'feature_disabled', 'errors:disabled.servicesStore');
      }
      const scope = { clientId, scope: 'services-checkout', key: req.headers['idempotency-key'] };
      return sendIdempotent(reply, ctx, scope, requestHash(hashableServicesCheckoutBody(req.body)), () =>
        runServicesCheckout(ctx, clientId, settings, scope.key, withCampaignCookie(req.body, req.headers.cookie), requestOrigin(req.raw)),
      );
    },
  );
}
