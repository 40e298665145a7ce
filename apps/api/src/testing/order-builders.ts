// Orders made straight in the database for tests of the back office's Orders (no checkout needed), and a
// payment gateway that records what it is asked and can be told to fail.
import { randomUUID } from 'node:crypto';
import type { Payment, PaymentGateway } from '@vitrina/commerce';
import type { ShippingFields } from '@vitrina/core-model';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { orderCounters, orderLines, orders, payments, productVariants, products, sandboxCharges } from '../db/schema.js';
import { uniqueLabel } from './builders.js';

export interface BuiltOrder {
  id: number;
  uuid: string;
  number: number;
  variantId: number;
}

export interface OrderOptions {
  status?: 'awaiting_payment' | 'paid' | 'payment_failed' | 'canceled' | 'refunded';
  firstName?: string;
  lastName?: string;
  email?: string;
  /** Units bought (taken off the variant's stock when the order holds it). */
  quantity?: number;
  unitCents?: number;
  /** Units left on the variant after the order. */
  stockLeft?: number;
  createdAt?: Date;
  utm?: Record<string, string>;
}

export const shippingOf = (firstName: string, lastName: string, email: string): ShippingFields => ({
  email,
  firstName,
  lastName,
  country: 'US',
  address1: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  province: '',
  postalCode: '78701',
  phone: '5125550100',
});

/** A product with one variant, and an order of it (paid by Visa 4242 when status is paid). */
export async function buildOrder(db: AppDb, clientId: number, options: OrderOptions = {}): Promise<BuiltOrder> {
  const status = options.status ?? 'paid';
  const quantity = options.quantity ?? 2;
  const unit = options.unitCents ?? 1250;
  const subtotal = unit * quantity;
  const tax = Math.round(subtotal * 0.08);
  const shipping = 500;
  const total = subtotal + tax + shipping;
  const firstName = options.firstName ?? 'Ana';
  const lastName = options.lastName ?? 'Ruiz';
  const email = options.email ?? `${firstName.toLowerCase()}@example.com`;
  const [product] = await db
    .insert(products)
    .values({ client_id: clientId, slug: uniqueLabel('mug'), name: 'Mug', price_cents: unit })
    .returning();
  const [variant] = await db
    .insert(productVariants)
    .values({ product_id: product!.id, client_id: clientId, type: 'default', slug: 'default', stock: options.stockLeft ?? 3 })
    .returning();
  const [counter] = await db
    .insert(orderCounters)
    .values({ client_id: clientId, last_number: 1 })
    .onConflictDoUpdate({ target: orderCounters.client_id, set: { last_number: sql`${orderCounters.last_number} + 1` } })
    .returning();
  const paid = status === 'paid' || status === 'refunded' ? total : 0;
  const [order] = await db
    .insert(orders)
    .values({
      client_id: clientId,
      number: Number(counter!.last_number),
      status,
      stock_held: status === 'paid' || status === 'awaiting_payment',
      email,
      shipping: shippingOf(firstName, lastName, email),
      tax_rate: '8',
      shipping_rate: '5',
      subtotal_cents: subtotal,
      tax_cents: tax,
      shipping_cents: shipping,
      total_cents: total,
      paid_cents: paid,
      refunded_cents: status === 'refunded' ? total : 0,
      utm: options.utm ?? null,
      ...(options.createdAt ? { created_at: options.createdAt } : {}),
    })
    .returning();
  await db.insert(orderLines).values({
    order_id: order!.id,
    product_id: product!.id,
    variant_id: variant!.id,
    name: 'Mug',
    unit_price_cents: unit,
    quantity,
    total_cents: subtotal,
  });
  if (status !== 'payment_failed') {
    const transactionId = `sbx_${randomUUID()}`;
    // The sandbox gateway's own book holds the same charge, so refunds go through the real sandbox.
    await db.insert(sandboxCharges).values({
      id: transactionId,
      idempotency_key: randomUUID(),
      order_ref: order!.uuid,
      status: paid > 0 ? 'succeeded' : 'requires_action',
      amount_cents: total,
      refunded_cents: status === 'refunded' ? total : 0,
      currency: 'USD',
      card_brand: 'Visa',
      card_last4: '4242',
    });
    await db.insert(payments).values({
      transaction_id: transactionId,
      gateway: 'sandbox',
      order_id: order!.id,
      client_id: clientId,
      status: paid > 0 ? 'succeeded' : 'requires_action',
      amount_cents: total,
      refunded_cents: status === 'refunded' ? total : 0,
      currency: 'USD',
      card_brand: 'Visa',
      card_last4: '4242',
    });
  }
  return { id: order!.id, uuid: order!.uuid, number: order!.number!, variantId: variant!.id };
}

export interface FakeGateway extends PaymentGateway {
  refunds: { transactionId: string; amountCents?: number; idempotencyKey: string }[];
  canceled: string[];
  /** The next calls throw while true. */
  failing: boolean;
}

/** A gateway that agrees to every refund and cancel (once per idempotency key), unless `failing`. */
export function fakeGateway(): FakeGateway {
  const seen = new Set<string>();
  const payment = (transactionId: string, status: Payment['status']): Payment => ({
    transactionId,
    orderId: '',
    amountCents: 0,
    currency: 'USD',
    status,
  });
  const gateway: FakeGateway = {
    name: 'fake',
    refunds: [],
    canceled: [],
    failing: false,
    createPayment: () => Promise.reject(new Error('not in these tests')),
    confirmPayment: () => Promise.reject(new Error('not in these tests')),
    getPayment: () => Promise.resolve(null),
    findPaymentByKey: () => Promise.resolve(null),
    async cancelPayment(transactionId) {
      if (gateway.failing) throw new Error('gateway down');
      gateway.canceled.push(transactionId);
      return payment(transactionId, 'canceled');
    },
    async refundPayment(input) {
      if (gateway.failing) throw new Error('gateway down');
      if (!seen.has(input.idempotencyKey)) gateway.refunds.push(input);
      seen.add(input.idempotencyKey);
      return payment(input.transactionId, 'succeeded');
    },
  };
  return gateway;
}
