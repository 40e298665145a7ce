// commerce Totals (integer cents) as the wire's OrderTotals (decimal strings, contracts/store.ts).
import type { OrderTotals } from '@vitrina/api-client/contracts';
import type { Totals } from '@vitrina/commerce';
import { fromMinorUnits } from '@vitrina/core-model';
import type { OrderRow } from '../modules/orders/orders-repository.js';

/** What an order's totals are made of on the wire. */
export type TotalsOfOrder = Pick<
  Totals,
  'subtotalCents' | 'discountCents' | 'totalBeforeTaxCents' | 'estimatedTaxCents' | 'shippingCents' | 'totalCents'
>;

export function toWireTotals(t: TotalsOfOrder): OrderTotals {
  return {
    subtotal: fromMinorUnits(t.subtotalCents),
    discount: fromMinorUnits(t.discountCents),
    total_before_tax: fromMinorUnits(t.totalBeforeTaxCents),
    estimated_tax: fromMinorUnits(t.estimatedTaxCents),
    shipping: fromMinorUnits(t.shippingCents),
    total: fromMinorUnits(t.totalCents),
  };
}

/** A written order's totals, as its checkout computed them (a resumed checkout answers with them). */
export function orderTotals(
  order: Pick<OrderRow, 'subtotal_cents' | 'discount_cents' | 'tax_cents' | 'shipping_cents' | 'total_cents'>,
): TotalsOfOrder {
  return {
    subtotalCents: order.subtotal_cents,
    discountCents: order.discount_cents,
    totalBeforeTaxCents: order.subtotal_cents - order.discount_cents,
    estimatedTaxCents: order.tax_cents,
    shippingCents: order.shipping_cents,
    totalCents: order.total_cents,
  };
}
