// POST /api/client/{id}/checkout, header Idempotency-Key (contracts/store.ts; issue 13):
//   201 CheckoutAnswer · 400 fields · 402 payment_declined {decline} · 403 feature_disabled
//   409 out_of_stock {line_keys, stock} · 409 in_progress · 422 idempotency_mismatch · 429
// The same key and body replay the first answer byte for byte; a duplicate sent while the first is running
// waits for it (services/idempotency.ts). The work itself is checkout-service.ts.
import { CheckoutAnswer, CheckoutBody, CheckoutHeaders, checkoutCalls } from '@vitrina/api-client/contracts';
import { isRouteAllowed } from '@vitrina/core-model';
import type { PlanSlug } from '@vitrina/core-model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { onCall } from '../../routes/call-route.js';
import { perMinute } from '../../routes/route-kit.js';
import { ApiError } from '../../http/errors.js';
import { requestOrigin } from '../../http/request-identity.js';
import { requestHash } from '../../services/idempotency.js';
import { sendIdempotent } from '../../routes/public/idempotent-send.js';
import { clientIdParams, publicRoute } from '../../routes/public/route-helpers.js';
import { requireStore } from '../catalog/store-service.js';
import { checkoutTurn, hashableCheckoutBody, runCheckout } from './checkout-service.js';
import { withCampaignCookie } from '../../services/campaign-cookie.js';

/** A buyer retries a few times at most; the race tests send from many addresses. */
export const CHECKOUT_RATE_LIMIT = perMinute(30, 'checkout', { perClient: true });

export function registerCheckoutPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    checkoutCalls.checkout,
    publicRoute({
      rateLimit: CHECKOUT_RATE_LIMIT,
      summary: 'Places a products order and pays it (idempotent by the Idempotency-Key header)',
      params: clientIdParams(),
      headers: CheckoutHeaders,
      body: CheckoutBody,
      response: { 201: CheckoutAnswer },
    }),
    async (req, reply) => {
      const clientId = req.params.id;
      const settings = await requireStore(ctx, clientId);
      if (!isRouteAllowed('shippingInformation', settings.planSlug as PlanSlug | null)) {
        throw new ApiError(403, 'feature_disabled', 'errors:disabled.productsStore');
      }
      const scope = { clientId, scope: 'checkout', key: req.headers['idempotency-key'] };
      // On PGlite checkouts take turns, first come first served (db/fair-turns.ts): no buyer waits behind
      // later ones. A duplicate of a running key waits for its answer inside its own turn, after the first's.
      return checkoutTurn(ctx, () =>
        sendIdempotent(reply, ctx, scope, requestHash(hashableCheckoutBody(req.body)), (fresh) =>
          runCheckout(ctx, clientId, scope.key, withCampaignCookie(req.body, req.headers.cookie), requestOrigin(req.raw), settings, fresh),
        ),
      );
    },
  );
}
