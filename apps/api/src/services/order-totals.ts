// commerce Totals (integer cents) as the wire's OrderTotals (decimal strings, contracts/store.ts).
import type { OrderTotals } from '@vitrina/api-client/contracts';
import type { Totals } from '@vitrina/commerce';
import { fromMinorUnits } from '@vitrina/core-model';

export function toWireTotals(
  t: Pick<Totals, 'subtotalCents' | 'discountCents' | 'totalBeforeTaxCents' | 'estimatedTaxCents' | 'shippingCents' | 'totalCents'>,
): OrderTotals {
  return {
    subtotal: fromMinorUnits(t.subtotalCents),
    discount: fromMinorUnits(t.discountCents),
    total_before_tax: fromMinorUnits(t.totalBeforeTaxCents),
    estimated_tax: fromMinorUnits(t.estimatedTaxCents),
    shipping: fromMinorUnits(t.shippingCents),
    total: fromMinorUnits(t.totalCents),
  };
}
