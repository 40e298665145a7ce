// What /services-finalize sends and what it does with each answer (contract ServicesCheckoutBody /
// ServicesCheckoutAnswer and the errors of `POST client/{id}/services-checkout`). Pure, so the rules are
// tested without a browser. Shares the products checkout's handling (place-order.ts) and adds:
//   201 success (order, subscription or quote request) → clear the services cart, /services-success/{uuid}
//   409 order_rule  → the §5 messages of the server's violations ("cannot be mixed", "only one subscription")
//   409 unavailable → "Some services are no longer available" (back in the cart the lines are marked)
import type { CheckoutBody, ServicesCheckoutAnswer, ServicesCheckoutBody, ServicesCheckoutFailure } from '@vitrina/api-client';
import { ORDER_RULE_MESSAGES } from '@vitrina/commerce';
import type { OrderRuleCode } from '@vitrina/commerce';
import type { ServicesCartLine } from '@vitrina/core-model';
import { outcomeOfFailure, shippingBody } from '../checkout/place-order.js';
import type { CheckoutOutcome, ShippingValues } from '../checkout/place-order.js';

/** The finalize form: customer information and service address (the shipping fields) and a note. */
export type FinalizeValues = ShippingValues & { note: string };

export function servicesCheckoutBody(
  lines: readonly ServicesCartLine[],
  values: FinalizeValues,
  payment: CheckoutBody['payment'] | null,
  utm: Record<string, string>,
  /** The services cart's applied discount code (issue 30); never with a quote request. */
  discountCode: string | null = null,
): ServicesCheckoutBody {
  const { note, ...customer } = values;
  return {
    // Ids and quantities only: the server prices every line from its database.
    lines: lines.map((line) => ({ service_id: line.serviceId, quantity: line.quantity })),
    customer: shippingBody(customer),
    payment,
    note: note.trim(),
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
    ...(discountCode ? { discount_code: discountCode } : {}),
  };
}

/** The §5 messages (i18n keys) of rule violations, once each; an empty order has its own wording. */
export function ruleMessages(violations: readonly { code: OrderRuleCode }[]): string[] {
  return [...new Set(violations.filter((v) => v.code !== 'empty-order').map((v) => ORDER_RULE_MESSAGES[v.code]))];
}

export type ServicesOutcome =
  Exclude<CheckoutOutcome, { kind: 'outOfStock' }> | { kind: 'rules'; messages: string[] } | { kind: 'unavailable'; lineKeys: string[] };

export function servicesOutcomeOfAnswer(answer: ServicesCheckoutAnswer): ServicesOutcome {
  return answer.next === 'validation' && answer.transaction_id
    ? { kind: 'validation', orderUuid: answer.order_uuid, transactionId: answer.transaction_id }
    : { kind: 'placed', orderUuid: answer.order_uuid };
}

export function servicesOutcomeOfFailure(failure: ServicesCheckoutFailure): ServicesOutcome {
  if (failure.status === 409 && failure.code === 'order_rule') {
    const messages = ruleMessages(failure.violations.map((v) => ({ code: v.code })));
    return { kind: 'rules', messages: messages.length > 0 ? messages : [failure.message ?? 'errors:orders.somethingWentWrong'] };
  }
  if (failure.status === 409 && failure.code === 'unavailable') return { kind: 'unavailable', lineKeys: failure.lineKeys };
  const outcome = outcomeOfFailure(failure);
  return outcome.kind === 'outOfStock' ? { kind: 'error', message: 'errors:orders.somethingWentWrong', retrySameKey: false } : outcome;
}
