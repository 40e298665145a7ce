// The owner-route meta-test: it fails when an owner route has no row in the matrix (owner-matrix-test-fixture.ts),
// when an /api route is neither an owner route nor listed as public, or when a row names no route.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context.js';
import { registerSecurity } from '../../http/security.js';
import { registerRoutes } from '../index.js';
import { MATRIX_ROUTES } from '../../testing/owner-matrix-test-fixture.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

/**
 * Every `/api` route that is not an owner route is public on purpose (spec §7 calls, the visitor's chat, the
 * system routes); a new one must be added here — otherwise it needs the owner guard and a row above.
 */
const PUBLIC_API_ROUTES = [
  'GET /api/client/:/websitedata',
  'GET /api/client/:/mobile/country',
  'GET /api/client/:/blog',
  'GET /api/client/:/blog/:',
  'GET /api/client/:/gallery',
  'POST /api/client/:/contact',
  // The products store (contracts/store.ts): catalog, cart check, checkout and the visitor's order by uuid.
  'GET /api/client/:/products',
  'GET /api/client/:/products/:',
  'GET /api/client/:/store',
  'POST /api/client/:/cart/check',
  'POST /api/client/:/checkout',
  'GET /api/client/:/orders/:',
  'GET /api/client/:/orders/:/transactions/:',
  'GET /api/client/:/orders/:/payment-validation/:',
  'POST /api/client/:/orders/:/payment-validation/:',
  // The services store (contracts/services-store.ts, issue 15): catalog, cart check, checkout.
  'GET /api/client/:/services-store',
  'GET /api/client/:/services-store/:',
  'POST /api/client/:/services-cart/check',
  'POST /api/client/:/services-checkout',
  // Discount codes (contracts/discounts.ts, issue 30): what a typed code takes off each cart.
  'POST /api/client/:/cart/discount',
  'POST /api/client/:/services-cart/discount',
  // The customer's answers to a quote or invoice (contracts/order-documents.ts, issue 15).
  'POST /api/client/:/orders/:/approve',
  'POST /api/client/:/orders/:/reject',
  'POST /api/client/:/orders/:/payments',
  // The customer's PDF receipt, quote or invoice (contracts/documents.ts, issue 31), by the order's uuid.
  'GET /api/client/:/orders/:/document.pdf',
  // Order feedback (contracts/order-feedback.ts): the customer's rating and comment, by the order's uuid.
  'GET /api/client/:/orders/:/feedback',
  'POST /api/client/:/orders/:/feedback',
  // A customer's subscription (contracts/subscriptions.ts, issue 15): read it, give it a new card.
  'GET /api/client/:/subscriptions/:',
  'POST /api/client/:/subscriptions/:/payment-method',
  // Cancel at the end of the paid period and the history of its charges (issue 30, the customer's self-service).
  'POST /api/client/:/subscriptions/:/cancel',
  'GET /api/client/:/subscriptions/:/charges',
  // Appointment booking (contracts/booking.ts): what can be booked, slots, holds, booking and the visitor's
  // appointment by uuid.
  'GET /api/client/:/booking',
  'GET /api/client/:/booking/slots',
  'GET /api/client/:/booking/dates',
  'POST /api/client/:/booking/holds',
  'POST /api/client/:/appointments',
  'GET /api/client/:/appointments/:',
  'GET /api/client/:/appointments/:/calendar.ics',
  // The booking's own page by its secret key (issue 30): read it, cancel or reschedule it within the policy.
  'GET /api/client/:/my-booking/:',
  'POST /api/client/:/my-booking/:/cancel',
  'POST /api/client/:/my-booking/:/reschedule',
  // The customer's page of their bookings and orders by its secret key (issue 30).
  'GET /api/client/:/customer-portal/:',
  // A customer's forms (contracts/customer-forms.ts, issue 15), reached by a forms link key (issue 25).
  'GET /api/client/:/forms/customer/:',
  'GET /api/client/:/forms/customer/:/appointment/:',
  'GET /api/client/:/forms/customer/:/form/:',
  'POST /api/client/:/forms/customer/:/form/:/uploads',
  'POST /api/client/:/forms/customer/:/form/:/responses',
  // Stripe's signed events (only with the stripe gateway; the signature is the credential).
  'POST /api/payments/stripe/webhook',
  'POST /api/client/:/chat/conversations',
  'POST /api/client/:/chat/conversations/:/messages',
  // Spec §7 public calls that name no client: previews, the visitor's address and remote data, the tracking
  // pixel, the published assets' version, the editor's public configuration.
  'GET /api/assets/version',
  'GET /api/builder/:/data',
  // The designed templates the galleries list (contracts/signup.ts, issue 16).
  'GET /api/templates',
  'GET /api/wizard/session/:/preview/:',
  // The sign-up wizard (contracts/signup.ts, issue 16): its session, the sub-domain check, the sign-up.
  'POST /api/wizard/session',
  'PUT /api/wizard/session/:',
  'GET /api/signup/subdomain',
  'POST /api/signup',
  'GET /api/ip',
  'GET /api/user/remotedata',
  'GET /api/:/final-logo.png',
  'GET /api/editor/config',
];

interface SeenRoute {
  key: string;
  owner: boolean;
}

const normalize = (key: string) => key.replace(/:[^/]+/g, ':');

async function collectRoutes(ctx: AppContext, extra?: (app: FastifyInstance) => void): Promise<SeenRoute[]> {
  const app = Fastify();
  const seen: SeenRoute[] = [];
  app.addHook('onRoute', (r) => {
    const config = (r.config ?? {}) as { owner?: boolean };
    for (const method of [r.method].flat()) {
      if (method !== 'HEAD') seen.push({ key: `${method} ${r.url}`, owner: config.owner === true });
    }
  });
  app.decorate('ctx', ctx);
  await registerSecurity(app, { corsOrigins: [] });
  await registerRoutes(app, ctx);
  extra?.(app);
  await app.ready();
  await app.close();
  return seen;
}

function problems(seen: SeenRoute[]) {
  const rows = new Set(MATRIX_ROUTES.map((r) => `${r.method} ${r.path}`));
  const publicList = new Set(PUBLIC_API_ROUTES);
  return {
    ownerRoutesWithoutRow: seen.filter((r) => r.owner && !rows.has(r.key)).map((r) => r.key),
    unlistedApiRoutes: seen.filter((r) => /^[A-Z]+ \/api\//.test(r.key) && !r.owner && !publicList.has(normalize(r.key))).map((r) => r.key),
    rowsWithoutRoute: [...rows].filter((key) => !seen.some((r) => r.owner && r.key === key)),
  };
}

describe('owner-route meta-test: it fails when a new owner route has no row', () => {
  let f: OwnerFixture;
  beforeAll(async () => {
    f = await createOwnerFixture('pglite');
  }, 60_000);
  afterAll(() => f?.server.close());

  it('every owner route has a row, every other /api route is listed as public, no row is stale', async () => {
    expect(problems(await collectRoutes(f.server.app.ctx))).toEqual({
      ownerRoutesWithoutRow: [],
      unlistedApiRoutes: [],
      rowsWithoutRoute: [],
    });
  });

  it('the OpenAPI document lists every owner route with the bearer requirement', async () => {
    const doc = (await f.inject({ url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    for (const route of MATRIX_ROUTES) {
      const operation = doc.paths[route.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(operation?.security, `${route.method} ${route.path}`).toContainEqual({ bearer: [] });
    }
  });

  it('notices a new owner route without a row and an /api route that is neither an owner route nor listed as public', async () => {
    const seen = await collectRoutes(f.server.app.ctx, (app) => {
      app.get('/api/client/:id/secrets', { config: { owner: true } }, async () => ({}));
      app.delete('/api/client/:id/everything', async () => ({}));
    });
    expect(problems(seen)).toMatchObject({
      ownerRoutesWithoutRow: ['GET /api/client/:id/secrets'],
      unlistedApiRoutes: ['DELETE /api/client/:id/everything'],
    });
  });
});
