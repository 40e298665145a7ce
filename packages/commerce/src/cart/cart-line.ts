// Cart line shapes (spec §3 "Cart", "Variant", "Product", "Service"). Commerce owns these: they are what
// the browser keeps in local storage, not the catalogue entities themselves.
import type { Recurrence, ServiceType } from '@vitrina/core-model';

/** What every cart line has; the reducer only needs these. */
export interface BaseLine {
  name: string;
  /** Price of one unit in cents, as last shown; the server re-prices at checkout. */
  unitPriceCents: number;
  /** Always ≥ 1 (and ≤ availableQuantity when that is known). */
  quantity: number;
  /** Stock as last seen; undefined/null when unknown or unlimited. */
  availableQuantity?: number | null;
  imageUrl?: string | null;
}

export interface CartLine extends BaseLine {
  productId: string;
  /** Slug of the chosen variant (spec §3 Variant.slug); null for a product without variants. */
  variantSlug: string | null;
  sku?: string | null;
  /** Spec §3 Product "sold out". */
  soldOut?: boolean;
}

export interface ServiceCartLine extends BaseLine {
  serviceId: string;
  /** Spec §3 Service "requires-quote flag": priced by quote, not charged at checkout. */
  requiresQuote: boolean;
  /** Set for a subscription service (spec §3 Service "subscription flag"), with its frequency. */
  recurrence: Recurrence | null;
  /** Spec §3 Service "booking type". */
  bookingType?: ServiceType | null;
}

export interface LinesState<L> {
  readonly lines: readonly L[];
}

export type CartState = LinesState<CartLine>;
export type ServicesCartState = LinesState<ServiceCartLine>;

/** Same product + same variant is one line. */
export function cartLineKey(line: Pick<CartLine, 'productId' | 'variantSlug'>): string {
  return `${line.productId}::${line.variantSlug ?? ''}`;
}

export function serviceLineKey(line: Pick<ServiceCartLine, 'serviceId'>): string {
  return line.serviceId;
}

export function isSubscriptionLine(line: Pick<ServiceCartLine, 'recurrence'>): boolean {
  return line.recurrence !== null && line.recurrence !== undefined;
}
