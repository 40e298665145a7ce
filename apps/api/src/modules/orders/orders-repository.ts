// Orders of the products store as checkout writes them and the visitor reads them by uuid (spec §2
// commerce/order/{uuid}, transaction, payment_validation; §3 order display fields). The checkout's rows
// (the order and its lines; the customer by customers-repository.ts) are written in the caller's transaction; payments are upserted by the
// gateway's transaction id.
import { isUuid } from '../../db/uuid.js';
import { gatewayMove } from '@vitrina/commerce';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { preparedStatement } from '../../db/prepared.js';
import { domainEvents, orderCounters, orderLines, orders, payments } from '../../db/schema.js';
import type { ShippingFields } from '@vitrina/core-model';
import { visitorCustomerUpsert } from './customers-repository.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/**
 * The client's next order number (1, 2, 3…), for an order being placed: numbers count the orders customers
 * placed and the business made (issue 26 item 4), never a payment attempt that failed. Take it last in the
 * transaction: the counter row stays locked until commit.
 */
export async function nextOrderNumber(tx: AppDb, clientId: number): Promise<number> {
  const [row] = await tx
    .insert(orderCounters)
    .values({ client_id: clientId, last_number: 1 })
    .onConflictDoUpdate({ target: orderCounters.client_id, set: { last_number: sql`${orderCounters.last_number} + 1` } })
    .returning({ n: orderCounters.last_number });
  return row!.n;
}

/** The order's number as text; null while a checkout's order is not placed yet (issue 26 item 4). */
export const orderNumberText = (row: Pick<OrderRow, 'number'>): string | null => (row.number === null ? null : String(row.number));

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'uuid' | 'created_at' | 'updated_at'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'order_id'>;

export async function insertOrder(tx: AppDb, order: NewOrder, lines: readonly NewOrderLine[]): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  if (lines.length > 0) await tx.insert(orderLines).values(lines.map((l, i) => ({ ...l, order_id: row!.id, ordering: i })));
  return row!;
}

/** What a products checkout writes of its order (checkoutOrderValues' columns and its own). */
export type CheckoutOrder = Pick<
  NewOrder,
  | 'client_id'
  | 'number'
  | 'email'
  | 'currency'
  | 'tax_rate'
  | 'shipping_rate'
  | 'subtotal_cents'
  | 'discount_cents'
  | 'tax_cents'
  | 'shipping_cents'
  | 'total_cents'
  | 'kind'
  | 'status'
  | 'stock_held'
  | 'payment_key'
> & { shipping: ShippingFields; utm: Record<string, string> | null };

/** A products checkout's line (no service, recurrence or description). */
export type CheckoutOrderLine = Pick<
  NewOrderLine,
  'product_id' | 'variant_id' | 'name' | 'variant_label' | 'sku' | 'image' | 'unit_price_cents' | 'quantity' | 'total_cents'
>;

/**
 * A products checkout's customer (upserted by the visitor's rule), order and lines in ONE statement (issue 29:
 * three round trips were three of a checkout's twenty), in the caller's transaction; the order as written.
 */
export async function insertCheckoutOrder(
  tx: AppDb,
  customer: ShippingFields,
  order: CheckoutOrder,
  lines: readonly CheckoutOrderLine[],
): Promise<OrderRow> {
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  const [row] = await placeCheckoutOrder(tx, {
    ...order,
    clientId: order.client_id,
    email: customer.email.trim().toLowerCase(),
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    now: new Date().toISOString(),
    shipping: json(order.shipping),
    utm: json(order.utm),
    lines: JSON.stringify(lines.map((l, ordering) => ({ ...l, ordering }))),
  });
  return row!;
}

const placeCheckoutOrder = preparedStatement('orders_place_checkout', (db: AppDb, name: string) => {
  const customer = db.$with('customer').as(visitorCustomerUpsert(db));
  const placeholders = <K extends keyof CheckoutOrder>(...keys: K[]) =>
    Object.fromEntries(keys.map((k) => [k, sql.placeholder(k)])) as unknown as Pick<CheckoutOrder, K>;
  const placed = db.$with('placed').as(
    db
      .insert(orders)
      .values({
        ...placeholders(
          'client_id',
          'number',
          'email',
          'currency',
          'tax_rate',
          'shipping_rate',
          'subtotal_cents',
          'discount_cents',
          'tax_cents',
          'shipping_cents',
          'total_cents',
          'kind',
          'status',
          'stock_held',
          'payment_key',
        ),
        customer_id: sql`(select "id" from "customer")`,
        // Raw: Drizzle would encode a null placeholder of a json column as the JSON text null.
        shipping: sql`${sql.placeholder('shipping')}::jsonb`,
        utm: sql`${sql.placeholder('utm')}::jsonb`,
      })
      .returning(),
  );
  const lines = db
    .$with('lines', {})
    .as(
      sql`insert into ${orderLines} ("order_id", "ordering", "product_id", "variant_id", "name", "variant_label", "sku", "image", "unit_price_cents", "quantity", "total_cents") select "placed"."id", l."ordering", l."product_id", l."variant_id", l."name", l."variant_label", l."sku", l."image", l."unit_price_cents", l."quantity", l."total_cents" from "placed", jsonb_to_recordset(${sql.placeholder('lines')}::jsonb) as l("ordering" integer, "product_id" integer, "variant_id" integer, "name" text, "variant_label" text, "sku" text, "image" text, "unit_price_cents" integer, "quantity" integer, "total_cents" integer)`,
    );
  return db.with(customer, placed, lines).select().from(placed).prepare(name);
});

/** The client's order by its uuid; another client's uuid is no order. */
export async function findOrderByUuid(db: AppDb, clientId: number, uuid: string): Promise<OrderRow | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.uuid, uuid), eq(orders.client_id, clientId)));
  return row ?? null;
}

export async function findOrderById(db: AppDb, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

export async function listOrderLines(db: AppDb, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.order_id, orderId)).orderBy(asc(orderLines.ordering), asc(orderLines.id));
}

export async function listOrderPayments(db: AppDb, orderId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.order_id, orderId)).orderBy(asc(payments.created_at), asc(payments.id));
}

/** A payment by the gateway's id, whatever its order (payment_validation tells "not this order's" apart). */
export async function findPaymentByTransaction(db: AppDb, transactionId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.transaction_id, transactionId)).limit(1);
  return row ?? null;
}

export type PaymentUpsert = Omit<typeof payments.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

const OPEN_PAYMENT_STATUSES = ['requires_confirmation', 'requires_action', 'processing'];

const recordPayment = preparedStatement('payments_upsert', (db: AppDb, name: string) =>
  db
    .insert(payments)
    .values({
      transaction_id: sql.placeholder('transaction_id'),
      gateway: sql.placeholder('gateway'),
      order_id: sql.placeholder('order_id'),
      client_id: sql.placeholder('client_id'),
      status: sql.placeholder('status'),
      amount_cents: sql.placeholder('amount_cents'),
      refunded_cents: sql.placeholder('refunded_cents'),
      currency: sql.placeholder('currency'),
      card_brand: sql.placeholder('card_brand'),
      card_last4: sql.placeholder('card_last4'),
      failure_code: sql.placeholder('failure_code'),
      // Raw: a placeholder of a timestamp column is encoded by Drizzle even when null (an ISO string or null here).
      expires_at: sql`${sql.placeholder('expires_at')}`,
      gateway_key: sql.placeholder('gateway_key'),
      // The instant the money was received (issue 31): when the gateway first answers succeeded.
      succeeded_at: sql`case when ${sql.placeholder('status')}::text = 'succeeded' then ${sql.placeholder('now')}::timestamptz end`,
    })
    .onConflictDoUpdate({
      target: [payments.gateway, payments.transaction_id],
      set: {
        status: sql`case when ${payments.status} in ('requires_confirmation', 'requires_action', 'processing') then excluded.status else ${payments.status} end`,
        succeeded_at: sql`coalesce(${payments.succeeded_at}, case when ${payments.status} in ('requires_confirmation', 'requires_action', 'processing') and excluded.status = 'succeeded' then ${sql.placeholder('now')}::timestamptz end)`,
        card_brand: sql`coalesce(excluded.card_brand, ${payments.card_brand})`,
        card_last4: sql`coalesce(excluded.card_last4, ${payments.card_last4})`,
        failure_code: sql`coalesce(excluded.failure_code, ${payments.failure_code})`,
        expires_at: sql`coalesce(excluded.expires_at, ${payments.expires_at})`,
        refunded_cents: sql`greatest(excluded.refunded_cents, ${payments.refunded_cents})`,
        updated_at: sql`${sql.placeholder('now')}`,
      },
    })
    .returning()
    .prepare(name),
);

/**
 * Records the gateway's answer. A final status (succeeded, failed, canceled) is never overwritten by an
 * older open one arriving late; a final payment only takes its refunded amount.
 */
export async function upsertPayment(db: AppDb, payment: PaymentUpsert): Promise<PaymentRow | null> {
  const [row] = await recordPayment(db, {
    ...payment,
    refunded_cents: payment.refunded_cents ?? 0,
    card_brand: payment.card_brand ?? null,
    card_last4: payment.card_last4 ?? null,
    failure_code: payment.failure_code ?? null,
    expires_at: payment.expires_at instanceof Date ? payment.expires_at.toISOString() : (payment.expires_at ?? null),
    gateway_key: payment.gateway_key ?? null,
    now: new Date().toISOString(),
  });
  return row ?? null;
}

/** The order a checkout or renewal made under its gateway payment key (issue 32: a retry resumes it). */
export async function findOrderByPaymentKey(db: AppDb, clientId: number, paymentKey: string): Promise<OrderRow | null> {
  const [row] = await orderByPaymentKey(db, { clientId, paymentKey });
  return row ?? null;
}

const orderByPaymentKey = preparedStatement('orders_by_payment_key', (db: AppDb, name: string) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.client_id, sql.placeholder('clientId')), eq(orders.payment_key, sql.placeholder('paymentKey'))))
    .prepare(name),
);

/**
 * The payment's outcome is not known (the gateway failed after a charge may have been made): the order
 * keeps waiting, its stock held, and is marked as being reconciled (payment-recovery.ts settles it).
 */
export async function markOrderPaymentUnknown(db: AppDb, orderId: number): Promise<void> {
  await db
    .update(orders)
    .set({ payment_check_at: new Date(), updated_at: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment'), isNull(orders.payment_check_at)));
}

/** Where the gateway's answers take an order, by commerce's table (issue 27). */
const PAY = gatewayMove('pay');
const FAIL = gatewayMove('fail');

/**
 * awaiting_payment → paid (commerce's table: the only status `pay` moves from): the order as this call left it,
 * or null when it did not move it. A checkout's order is placed now and takes its number here (issue 26 item 4),
 * so call it inside the transaction of the move's other writes: the conditional update locks the row, so of two
 * settlements racing only the one that moves it takes a number, and a rollback gives it back. A renewal's order,
 * numbered when written, keeps its number.
 */
export async function markOrderPaid(tx: AppDb, orderId: number, amountCents: number): Promise<OrderRow | null> {
  const [moved] = await payOrder(tx, { orderId, amountCents, now: new Date().toISOString() });
  return moved ?? null;
}

/**
 * The move and its number in one statement (issue 29: three round trips were one sixth of a checkout's). `target`
 * locks the order first, still awaiting its payment: a settlement racing this one waits for that lock and then
 * finds the order moved (Postgres re-reads a row locked by a committed writer), so its `target` is empty and it
 * neither takes a number nor moves the order. The counter row is taken only for an order without a number (a
 * renewal keeps its own) and stays locked until commit; a rollback gives the number back.
 */
const payOrder = preparedStatement('orders_pay', (db: AppDb, name: string) => {
  const { target, numbered, set, where } = payMove(db, { renewals: true });
  return db.with(target, numbered).update(orders).set(set).where(where).returning().prepare(name);
});

/** The paid move's parts (payOrder, payCheckoutOrder): the locked order, its new number, the update's set and where. */
function payMove(db: AppDb, { renewals }: { renewals: boolean }) {
  const target = db.$with('target').as(
    db
      .select({ id: orders.id, client_id: orders.client_id, number: orders.number })
      .from(orders)
      .where(
        and(
          eq(orders.id, sql.placeholder('orderId')),
          inArray(orders.status, PAY.from),
          renewals ? undefined : isNull(orders.subscription_id),
        ),
      )
      .for('update'),
  );
  const numbered = db
    .$with('numbered', { last_number: sql<number>`"last_number"` })
    .as(
      sql`insert into ${orderCounters} ("client_id", "last_number") select "client_id", 1 from "target" where "number" is null on conflict ("client_id") do update set "last_number" = ${orderCounters.last_number} + 1 returning "last_number"`,
    );
  const set = {
    status: PAY.to,
    paid_cents: sql`${sql.placeholder('amountCents')}`,
    paid_at: sql`${sql.placeholder('now')}`,
    updated_at: sql`${sql.placeholder('now')}`,
    number: sql`coalesce(${orders.number}, (select "last_number" from "numbered"))`,
  };
  const where = and(eq(orders.id, sql.placeholder('orderId')), sql`exists (select 1 from "target")`);
  return { target, numbered, set, where };
}

/**
 * A products checkout's paid move and its OrderPaid event in ONE statement, so without a transaction around them
 * (issue 29: begin, the event's insert and commit were three of a checkout's sixteen round trips). The same move
 * as markOrderPaid, for an order that is no subscription's renewal and starts none (the caller knows: a products
 * checkout), so whose settlement has nothing else to write; the statement commits the move, its number and the
 * event together or not at all. Null when it moved nothing: the order was not awaiting its payment (a racing
 * settlement moved it first) or is a renewal; the caller then takes the general path (markOrderPaid with the event,
 * in a transaction).
 */
export async function markCheckoutOrderPaid(
  db: AppDb,
  orderId: number,
  amountCents: number,
): Promise<{ order: OrderRow; eventId: number } | null> {
  const [row] = await payCheckoutOrder(db, { orderId, amountCents, now: new Date().toISOString() });
  return row ? { order: row.moved, eventId: row.recorded.event_id } : null;
}

const payCheckoutOrder = preparedStatement('orders_pay_checkout', (db: AppDb, name: string) => {
  const { target, numbered, set, where } = payMove(db, { renewals: false });
  const moved = db.$with('moved').as(db.update(orders).set(set).where(where).returning());
  // The event as recordEvent writes it: its type, its business, the rest as the payload.
  const recorded = db
    .$with('recorded', { event_id: sql<number>`"event_id"`.mapWith(Number).as('event_id') })
    .as(
      sql`insert into ${domainEvents} ("type", "client_id", "payload") select 'OrderPaid', "client_id", jsonb_build_object('clientId', "client_id", 'orderId', "id") from "moved" returning "id" as "event_id"`,
    );
  return db.with(target, numbered, moved, recorded).select().from(moved).crossJoin(recorded).prepare(name);
});

/** awaiting_payment → payment_failed; true when this call moved it. */
export async function markOrderPaymentFailed(db: AppDb, orderId: number): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ status: FAIL.to, updated_at: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, FAIL.from)))
    .returning({ id: orders.id });
  return moved.length > 0;
}

export { OPEN_PAYMENT_STATUSES };
