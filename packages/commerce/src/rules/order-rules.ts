// Order rules of spec §5, checked in the browser before checkout and again by the API on the same lines.
import type { CartLine, ServicesCartLine } from '@vitrina/core-model';
import { cartLineKey, isSubscriptionLine, serviceLineKey } from '../cart/cart-line.js';

export type OrderRuleCode =
  /** Nothing to order (spec §5 "Services store: select one or more services"). */
  | 'empty-order'
  /** Spec §5 "only one subscription service per order". */
  | 'one-subscription-per-order'
  /** Spec §5 "One-time services and a subscription cannot be mixed in one order". */
  | 'subscription-mixed-with-one-time'
  /** Spec §5 "Out-of-stock items must be removed before checkout". */
  | 'out-of-stock'
  /** More units than are left; the cart lowers quantities, the server re-checks with live stock. */
  | 'insufficient-stock';

export interface OrderRuleViolation {
  code: OrderRuleCode;
  /** Keys (cartLineKey / serviceLineKey) of the lines at fault, so the UI can mark them. */
  lineKeys: string[];
}

/** Spec §3 "sold out": no unit left of this product (or of the chosen variant). */
export function isOutOfStock(line: Pick<CartLine, 'availableQuantity'>): boolean {
  return line.availableQuantity <= 0;
}

/** Products checkout: every line must be in stock in the quantity asked. */
export function checkProductOrder(lines: readonly CartLine[]): OrderRuleViolation[] {
  if (lines.length === 0) return [{ code: 'empty-order', lineKeys: [] }];
  const violations: OrderRuleViolation[] = [];
  const outOfStock = lines.filter(isOutOfStock);
  if (outOfStock.length > 0) violations.push({ code: 'out-of-stock', lineKeys: outOfStock.map(cartLineKey) });
  const short = lines.filter((line) => !isOutOfStock(line) && line.quantity > line.availableQuantity);
  if (short.length > 0) violations.push({ code: 'insufficient-stock', lineKeys: short.map(cartLineKey) });
  return violations;
}

/**
 * Services checkout. A subscription is one service bought once: two subscription lines, or one with
 * quantity 2, are two subscriptions (a decision; the spec says only "one subscription service per order").
 */
export function checkServiceOrder(lines: readonly ServicesCartLine[]): OrderRuleViolation[] {
  if (lines.length === 0) return [{ code: 'empty-order', lineKeys: [] }];
  const violations: OrderRuleViolation[] = [];
  const subscriptions = lines.filter(isSubscriptionLine);
  const oneTime = lines.filter((line) => !isSubscriptionLine(line));
  const subscriptionUnits = subscriptions.reduce((sum, line) => sum + line.quantity, 0);
  if (subscriptionUnits > 1) {
    violations.push({ code: 'one-subscription-per-order', lineKeys: subscriptions.map(serviceLineKey) });
  }
  if (subscriptions.length > 0 && oneTime.length > 0) {
    violations.push({ code: 'subscription-mixed-with-one-time', lineKeys: lines.map(serviceLineKey) });
  }
  return violations;
}

/** Whether adding `candidate` to the services cart would break a rule — to refuse it up front. */
export function checkServiceAddition(lines: readonly ServicesCartLine[], candidate: ServicesCartLine): OrderRuleViolation[] {
  const key = serviceLineKey(candidate);
  const existing = lines.find((line) => serviceLineKey(line) === key);
  const next = existing
    ? lines.map((line) => (line === existing ? { ...candidate, quantity: line.quantity + candidate.quantity } : line))
    : [...lines, candidate];
  return checkServiceOrder(next);
}
