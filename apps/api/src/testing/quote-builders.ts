// Quotes, invoices and partial invoices made straight in the database for the customer-side tests (issue 15),
// priced by commerce computeTotals like the owner's create call.
import { computeTotals } from '@vitrina/commerce';
import type { AppDb } from '../db/database.js';
import { upsertCustomer } from '../modules/orders/customers-repository.js';
import { insertOrder, nextOrderNumber } from '../modules/orders/orders-repository.js';
import type { OrderRow } from '../modules/orders/orders-repository.js';
import { shippingOf } from './order-builders.js';

export interface QuoteOptions {
  kind?: 'quote' | 'invoice';
  /** `requested`: a customer's quote request from the services store, not priced yet (issue 15). */
  status?: 'requested' | 'pending';
  lines?: { name: string; description?: string; unitCents: number; quantity: number; serviceId?: number }[];
  discountCents?: number;
  taxRate?: string;
  dueDate?: string | null;
  terms?: string;
  note?: string;
}

export async function buildQuote(db: AppDb, clientId: number, options: QuoteOptions = {}): Promise<OrderRow> {
  const lines = options.lines ?? [{ name: 'Garden design', description: 'Two visits and a plan', unitCents: 10_000, quantity: 1 }];
  const totals = computeTotals({
    lines: lines.map((l) => ({ unitPriceCents: l.unitCents, quantity: l.quantity })),
    discountCents: options.discountCents ?? 0,
    taxRate: options.taxRate ?? '0',
  });
  const shipping = shippingOf('Ana', 'Ruiz', 'ana@example.com');
  return db.transaction(async (tx) => {
    const customerId = await upsertCustomer(tx, clientId, shipping);
    const number = await nextOrderNumber(tx, clientId);
    return insertOrder(
      tx,
      {
        client_id: clientId,
        customer_id: customerId,
        number,
        kind: options.kind ?? 'quote',
        status: options.status ?? 'pending',
        email: shipping.email,
        shipping,
        tax_rate: options.taxRate ?? '0',
        subtotal_cents: totals.subtotalCents,
        discount_cents: totals.discountCents,
        tax_cents: totals.estimatedTaxCents,
        total_cents: totals.totalCents,
        note: options.note ?? '',
        due_date: options.dueDate === undefined ? '2030-01-31' : options.dueDate,
        terms: options.terms ?? 'Net 30',
      },
      lines.map((l) => ({
        service_id: l.serviceId ?? null,
        name: l.name,
        description: l.description ?? '',
        unit_price_cents: l.unitCents,
        quantity: l.quantity,
        total_cents: l.unitCents * l.quantity,
      })),
    );
  });
}

/** A deposit asked of `parent`: its own row, total = the amount. */
export async function buildPartialInvoice(db: AppDb, parent: OrderRow, amountCents: number): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const number = await nextOrderNumber(tx, parent.client_id);
    return insertOrder(
      tx,
      {
        client_id: parent.client_id,
        customer_id: parent.customer_id,
        number,
        kind: 'partial_invoice',
        status: 'pending',
        email: parent.email,
        shipping: parent.shipping,
        subtotal_cents: amountCents,
        total_cents: amountCents,
        parent_id: parent.id,
      },
      [{ name: `Deposit for #${parent.number}`, unit_price_cents: amountCents, quantity: 1, total_cents: amountCents }],
    );
  });
}
