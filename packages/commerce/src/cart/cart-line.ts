// Cart line keys and state shapes. The lines themselves are core-model's CartLine / ServicesCartLine
// (spec §3 "Cart"), the DTOs the site keeps in local storage and posts at checkout.
import type { CartLine, ServicesCartLine } from '@vitrina/core-model';

/** What the line reducer needs of any line. */
export interface QuantityLine {
  /** Always ≥ 1 (and ≤ availableQuantity when that is known). */
  quantity: number;
  /** Stock as last seen; absent when the line has no stock (services). */
  availableQuantity?: number | null;
}

export interface LinesState<L> {
  readonly lines: readonly L[];
}

export type CartState = LinesState<CartLine>;
export type ServicesCartState = LinesState<ServicesCartLine>;

/** Same product + same variant is one line. */
export function cartLineKey(line: Pick<CartLine, 'productId' | 'variantId'>): string {
  return `${line.productId}:${line.variantId ?? ''}`;
}

export function serviceLineKey(line: Pick<ServicesCartLine, 'serviceId'>): string {
  return String(line.serviceId);
}

export function isSubscriptionLine(line: Pick<ServicesCartLine, 'isSubscription'>): boolean {
  return line.isSubscription;
}
