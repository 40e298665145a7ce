// The visitor's order, reached only by its uuid (contracts/store.ts; spec §2 commerce/order/{uuid},
// transaction/{id}, payment_validation/{transactionId}; §3 order display fields; §8 order errors):
//   GET  /api/client/{id}/orders/{uuid}                                   → PublicOrder (404 order_not_found)
//   GET  /api/client/{id}/orders/{uuid}/transactions/{transactionId}      → PublicTransaction (404 order_not_found | transaction_not_found)
//   GET  /api/client/{id}/orders/{uuid}/payment-validation/{transactionId} → PaymentValidation (the outcome says)
//   POST /api/client/{id}/orders/{uuid}/payment-validation/{transactionId} {approve} → PaymentValidation
// Another client's uuid is no order (404), so a uuid tells nothing about other businesses.
import {
  OrderParams,
  PaymentValidation,
  PaymentValidationBody,
  PublicOrder,
  PublicTransaction,
  TransactionParams,
  orderCalls,
} from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { onCall } from '../../routes/call-route.js';
import { perMinute } from '../../routes/route-kit.js';
import { clientAnswer, clientCall, publicRoute } from '../../routes/public/route-helpers.js';
import { getPublicOrder, getPublicTransaction } from './orders-service.js';
import { readPaymentValidation, submitPaymentValidation } from './payments-validation-service.js';

/** The validation step is a write: bounded per address. */
export const PAYMENT_VALIDATION_RATE_LIMIT = perMinute(30, 'validation');

export function registerOrderPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    orderCalls.order,
    { schema: { tags: ['public'], summary: 'The visitor’s order by its uuid', params: OrderParams, response: { 200: PublicOrder } } },
    clientAnswer(ctx, ({ params }: { params: OrderParams }): Promise<PublicOrder> => getPublicOrder(ctx, params.id, params.uuid)),
  );

  onCall(
    app,
    orderCalls.transaction,
    publicRoute({
      summary: 'One payment of the visitor’s order',
      params: TransactionParams,
      response: { 200: PublicTransaction },
    }),
    clientAnswer(ctx, ({ params }: { params: TransactionParams }): Promise<PublicTransaction> =>
      getPublicTransaction(ctx, params.id, params.uuid, params.transactionId),
    ),
  );

  onCall(
    app,
    orderCalls.paymentValidation,
    publicRoute({
      summary: 'Where a payment stands on the payment_validation page (spec §8 outcomes)',
      params: TransactionParams,
      response: { 200: PaymentValidation },
    }),
    clientCall(ctx, ({ params }: { params: TransactionParams }): Promise<PaymentValidation> =>
      readPaymentValidation(ctx, params.id, params.uuid, params.transactionId),
    ),
  );

  onCall(
    app,
    orderCalls.validatePayment,
    publicRoute({
      rateLimit: PAYMENT_VALIDATION_RATE_LIMIT,
      summary: 'The customer completes or fails the sandbox’s validation step',
      params: TransactionParams,
      body: PaymentValidationBody,
      response: { 200: PaymentValidation },
    }),
    clientCall(ctx, ({ params, body }: { params: TransactionParams; body: PaymentValidationBody }): Promise<PaymentValidation> =>
      submitPaymentValidation(ctx, params.id, params.uuid, params.transactionId, body.approve),
    ),
  );
}
