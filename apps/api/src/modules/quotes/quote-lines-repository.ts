// The lines an owner writes on a quote or invoice (issue 15): from the business's services, products or free
// text. Shared by writing a quote (owner-quote-changes.ts) and pricing a customer's quote request
// (owner-quote-pricing.ts): lines may only name this client's services and products, totals come from
// commerce computeTotals (lines, a discount amount, the store's tax rate; no shipping).
import { computeTotals } from '@vitrina/commerce';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { products, services } from '../../db/schema.js';
import type { NewOrderLine } from '../orders/orders-repository.js';

export interface NewQuoteLine {
  source: 'service' | 'product' | 'text';
  serviceId: number | null;
  productId: number | null;
  name: string;
  description: string;
  unitPriceCents: number;
  quantity: number;
}

/** The fields (`lines[i].service_id` / `.product_id`) naming a service or product that is not the client's. */
export async function unknownQuoteLines(
  tx: AppDb,
  clientId: number,
  lines: readonly NewQuoteLine[],
  message: string,
): Promise<Record<string, string>> {
  const serviceIds = [...new Set(lines.flatMap((l) => (l.source === 'service' && l.serviceId !== null ? [l.serviceId] : [])))];
  const productIds = [...new Set(lines.flatMap((l) => (l.source === 'product' && l.productId !== null ? [l.productId] : [])))];
  const [ownServices, ownProducts] = await Promise.all([
    serviceIds.length === 0
      ? Promise.resolve([])
      : tx
          .select({ id: services.id })
          .from(services)
          .where(and(eq(services.client_id, clientId), inArray(services.id, serviceIds))),
    productIds.length === 0
      ? Promise.resolve([])
      : tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.client_id, clientId), inArray(products.id, productIds))),
  ]);
  const okServices = new Set(ownServices.map((s) => s.id));
  const okProducts = new Set(ownProducts.map((p) => p.id));
  const fields: Record<string, string> = {};
  lines.forEach((l, i) => {
    if (l.source === 'service' && (l.serviceId === null || !okServices.has(l.serviceId))) fields[`lines[${i}].service_id`] = message;
    if (l.source === 'product' && (l.productId === null || !okProducts.has(l.productId))) fields[`lines[${i}].product_id`] = message;
  });
  return fields;
}

/** Subtotal, discount, tax and total of the lines at the store's tax rate. */
export const quoteTotals = (lines: readonly NewQuoteLine[], discountCents: number, taxRate: string) =>
  computeTotals({
    lines: lines.map((l) => ({ unitPriceCents: l.unitPriceCents, quantity: l.quantity })),
    discountCents,
    taxRate,
    shippingRate: '0',
  });

/** The order_lines rows of the lines, in order. */
export const quoteLineRows = (lines: readonly NewQuoteLine[]): NewOrderLine[] =>
  lines.map((l) => ({
    service_id: l.source === 'service' ? l.serviceId : null,
    product_id: l.source === 'product' ? l.productId : null,
    name: l.name,
    description: l.description,
    unit_price_cents: l.unitPriceCents,
    quantity: l.quantity,
    total_cents: l.unitPriceCents * l.quantity,
  }));
