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

/** Why a product line cannot be bought as it is: gone from the store, sold out, or more than is left. */
export type LineProblem = 'unavailable' | 'out-of-stock' | 'insufficient-stock';

/** A product line as the stock rule sees it. */
export interface StockedLine {
  /** The stock item it takes from (a variant); null when the product or variant is not for sale at all. */
  stockItem: number | string | null;
  quantity: number;
  /** Units of that stock item for sale (core-model stockState(...).forSale). */
  available: number;
}

/**
 * Spec §5 "Out-of-stock items must be removed before checkout", the one rule the browser's cart and the
 * server's pricing both apply: each line's problem, or null. Lines taking from one stock item are checked
 * with their quantities summed (two lines of 3 with 5 left are both short).
 */
export function stockProblems(lines: readonly StockedLine[]): (LineProblem | null)[] {
  const wanted = new Map<number | string, number>();
  for (const line of lines) if (line.stockItem !== null) wanted.set(line.stockItem, (wanted.get(line.stockItem) ?? 0) + line.quantity);
  return lines.map((line) => {
    if (line.stockItem === null) return 'unavailable';
    if (line.available <= 0) return 'out-of-stock';
    return (wanted.get(line.stockItem) ?? 0) > line.available ? 'insufficient-stock' : null;
  });
}

/** Products checkout: every line must be in stock in the quantity asked. */
export function checkProductOrder(lines: readonly CartLine[]): OrderRuleViolation[] {
  if (lines.length === 0) return [{ code: 'empty-order', lineKeys: [] }];
  const problems = stockProblems(
    lines.map((line) => ({ stockItem: cartLineKey(line), quantity: line.quantity, available: line.availableQuantity })),
  );
  const keysWith = (problem: LineProblem) => lines.filter((_, i) => problems[i] === problem).map(cartLineKey);
  const violations: OrderRuleViolation[] = [];
  const outOfStock = keysWith('out-of-stock');
  if (outOfStock.length > 0) violations.push({ code: 'out-of-stock', lineKeys: outOfStock });
  const short = keysWith('insufficient-stock');
  if (short.length > 0) violations.push({ code: 'insufficient-stock', lineKeys: short });
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
