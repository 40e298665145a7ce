// The public services store (contract services-store.ts; issue 15; spec §2 services-store, service/{slug},
// services-cart, services-finalize, services-success/{id}). Visitor calls: no credentials.
//   GET  client/{id}/services-store                  → PublicService[]
//   GET  client/{id}/services-store/{slug}           → PublicService (404 → the page goes to /not-found)
//   POST client/{id}/services-cart/check { lines }   → ServicesCartCheck (live prices + order-rule violations)
//   POST client/{id}/services-checkout (Idempotency-Key) → ServicesCheckoutAnswer
// The success page reads the order with checkout.ts's publicOrder. A failed checkout is read with
// servicesCheckoutFailureOf (checkout's reader plus 409 order_rule violations).
import type { PublicService, ServiceRuleViolation, ServicesCartCheckBody, ServicesCheckoutBody } from '../contracts/services-store.js';
import { apiFailureOf } from '../api-failure.js';
import { requestOf } from '../contracts/call.js';
import type { AnswerOf } from '../contracts/call.js';
import { servicesStoreCalls } from '../contracts/calls/catalog.js';
import { checkoutCalls } from '../contracts/calls/orders.js';
import { vitrinaApi } from '../vitrina-api.js';
import { checkoutFailureOf } from './checkout.js';
import type { CheckoutFailure } from './checkout.js';

export interface PublicServiceArgs {
  clientId: number;
  slug: string;
}

export interface ServicesCartCheckArgs extends ServicesCartCheckBody {
  clientId: number;
}

export interface ServicesCheckoutArgs {
  clientId: number;
  /** One per attempt (crypto.randomUUID()); a retry of the same attempt reuses it and gets the first answer. */
  idempotencyKey: string;
  body: ServicesCheckoutBody;
}

/** What a failed services checkout tells the page. */
export interface ServicesCheckoutFailure extends CheckoutFailure {
  /** 409 order_rule: commerce checkServiceOrder's violations (line keys are service ids as strings). */
  violations: ServiceRuleViolation[];
}

/** What a failed services checkout says: checkout's reading plus the 409 order_rule violations beside `error`. */
export function servicesCheckoutFailureOf(error: unknown): ServicesCheckoutFailure {
  const violations = apiFailureOf<{ violations: ServiceRuleViolation[] }>(error)?.extra.violations ?? [];
  return { ...checkoutFailureOf(error), violations };
}

export const servicesStoreApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    storeServices: build.query<PublicService[], number>({
      query: (clientId) => requestOf(servicesStoreCalls.services, { id: clientId }),
      transformResponse: (answer: AnswerOf<typeof servicesStoreCalls.services>) => answer.services,
      // The client's tag too: an owner's change to a service or a staff member invalidates it (owner-services,
      // owner-staff), so a site preview in the same store shows the change.
      providesTags: (_result, _error, clientId) => [
        { type: 'Services', id: `public/${clientId}` },
        { type: 'Services' as const, id: clientId },
      ],
    }),
    storeService: build.query<PublicService | null, PublicServiceArgs>({
      query: ({ clientId, slug }) => requestOf(servicesStoreCalls.service, { id: clientId, slug }),
      transformResponse: (answer: AnswerOf<typeof servicesStoreCalls.service>): PublicService => answer.service,
      providesTags: (_result, _error, { clientId, slug }) => [
        { type: 'Services', id: `public/${clientId}/${slug}` },
        { type: 'Services' as const, id: clientId },
      ],
    }),
    // A query, not a mutation: the same lines give the same answer, and the cart page shows its latest.
    servicesCartCheck: build.query<AnswerOf<typeof servicesStoreCalls.cartCheck> | null, ServicesCartCheckArgs>({
      query: ({ clientId, lines }) => requestOf(servicesStoreCalls.cartCheck, { id: clientId }, { body: { lines } }),
      keepUnusedDataFor: 0,
    }),
    /** 201 → where to go next; 400/402/409/422/429 are errors read with servicesCheckoutFailureOf. */
    servicesCheckout: build.mutation<AnswerOf<typeof checkoutCalls.servicesCheckout>, ServicesCheckoutArgs>({
      query: ({ clientId, idempotencyKey, body }) => ({
        ...requestOf(checkoutCalls.servicesCheckout, { id: clientId }, { body }),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useStoreServicesQuery, useStoreServiceQuery, useServicesCartCheckQuery, useServicesCheckoutMutation } = servicesStoreApi;
