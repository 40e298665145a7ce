// The customer's answers to a quote or invoice (issue 15; contracts/order-documents.ts; spec §4
// "pending, then approved, paid or rejected. Rejection needs a reason."; §5 reject reason):
//   POST /api/client/{id}/orders/{uuid}/approve   → PublicOrder · 409 already_decided · 409 not_a_quote
//   POST /api/client/{id}/orders/{uuid}/reject    {reason} → PublicOrder · 400 fields.reason · 409 already_decided
//   POST /api/client/{id}/orders/{uuid}/payments  {amount, payment}, header Idempotency-Key
//        → 201 QuotePaymentAnswer · 400 · 402 payment_declined · 409 amount_exceeds_balance | not_payable · 422 · 429
// Decisions are one conditional update (quote-payments-repository.ts): of two racing decisions exactly one wins;
// documents-service.ts runs them, document-payment-service.ts the payments (issue 27: modules/quotes).
import {
  CheckoutHeaders,
  OrderParams,
  PublicOrder,
  QuotePaymentAnswer,
  QuotePaymentBody,
  QuoteRejectBody,
  orderDocumentCalls,
} from '@vitrina/api-client/contracts';
import { QUOTE_ERROR_MESSAGES, transitionQuote } from '@vitrina/commerce';
import { rejectReasonSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { identityOf } from '../../http/request-identity.js';
import { onCall } from '../../routes/call-route.js';
import { sendIdempotent } from '../../routes/public/idempotent-send.js';
import { noCache, publicRoute, requireClient } from '../../routes/public/route-helpers.js';
import { perMinute } from '../../routes/route-kit.js';
import { requestHash } from '../../services/idempotency.js';
import { campaignOfCookie } from '../../services/campaign-cookie.js';
import { hashableQuotePayment, runQuotePayment } from './document-payment-service.js';
import { decideDocumentByCustomer } from './documents-service.js';

/** A customer decides once; a few retries at most. */
export const QUOTE_DECISION_RATE_LIMIT = perMinute(30, 'quote-decision');

/** Like checkout's: a payer retries a few times at most. */
export const QUOTE_PAYMENT_RATE_LIMIT = perMinute(30, 'quote-payment', { perClient: true });

export function registerOrderDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  onCall(
    app,
    orderDocumentCalls.approve,
    publicRoute({
      rateLimit: QUOTE_DECISION_RATE_LIMIT,
      summary: 'The customer approves a pending quote or invoice',
      params: OrderParams,
      response: { 200: PublicOrder },
    }),
    async (req, reply): Promise<PublicOrder> => {
      noCache(reply);
      await requireClient(db, req.params.id);
      return decideDocumentByCustomer(ctx, req.params.id, req.params.uuid, { status: 'approved' });
    },
  );

  onCall(
    app,
    orderDocumentCalls.reject,
    publicRoute({
      rateLimit: QUOTE_DECISION_RATE_LIMIT,
      summary: 'The customer rejects a pending quote or invoice, with a reason',
      params: OrderParams,
      body: QuoteRejectBody,
      response: { 200: PublicOrder },
    }),
    async (req, reply): Promise<PublicOrder> => {
      // Tags stripped and trimmed by validation's schema; then commerce's rule refuses a blank reason.
      const read = validatePayload(rejectReasonSchema, req.body);
      const reason = read.ok ? read.value.reason : '';
      const rule = transitionQuote('pending', { type: 'reject', reason });
      if (!rule.ok) {
        const key = QUOTE_ERROR_MESSAGES['reason-required'];
        throw new ApiError(400, 'invalid_request', key, { reason: read.ok ? key : (read.fields.reason ?? key) });
      }
      noCache(reply);
      await requireClient(db, req.params.id);
      return decideDocumentByCustomer(ctx, req.params.id, req.params.uuid, { status: 'rejected', reason: rule.reason ?? reason });
    },
  );

  onCall(
    app,
    orderDocumentCalls.pay,
    publicRoute({
      rateLimit: QUOTE_PAYMENT_RATE_LIMIT,
      summary: 'Pays all or part of a quote or invoice (idempotent by the Idempotency-Key header)',
      params: OrderParams,
      headers: CheckoutHeaders,
      body: QuotePaymentBody,
      response: { 201: QuotePaymentAnswer },
    }),
    async (req, reply) => {
      const clientId = req.params.id;
      await requireClient(db, clientId);
      const scope = { clientId, scope: `quote-payment:${req.params.uuid}`, key: req.headers['idempotency-key'] };
      return sendIdempotent(reply, ctx, scope, requestHash(hashableQuotePayment(req.body)), () => {
        const identity = identityOf(req.raw);
        const origin = identity ? `${identity.protocol}://${identity.authority}` : null;
        return runQuotePayment(ctx, clientId, req.params.uuid, scope.key, req.body, origin, campaignOfCookie(req.headers.cookie));
      });
    },
  );
}
